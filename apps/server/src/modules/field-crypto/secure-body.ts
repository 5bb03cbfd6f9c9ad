import type { FastifyRequest } from 'fastify';
import type { FieldCryptoService } from './field-crypto.service';

/**
 * A `preValidation` hook that replaces the body with its `secure` fields decrypted and merged
 * (FieldCryptoService.mergeSecureFields), so the route can declare the plain schema, e.g.
 * `{ body: memberRegisterSchema, preValidation: secureBody(fieldCrypto, SENSITIVE_FIELDS.member) }`.
 */
export function secureBody(fieldCrypto: FieldCryptoService, sensitiveKeys: readonly string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    request.body = fieldCrypto.mergeSecureFields(request.body, sensitiveKeys);
  };
}
