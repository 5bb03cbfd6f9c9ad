import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { fieldCryptoRoutes } from './field-crypto.routes';
import { FieldCryptoService } from './field-crypto.service';

export { AtRestCipher } from './at-rest-cipher';
export type { FieldCryptoService } from './field-crypto.service';
export { secureBody } from './secure-body';

declare module '../../lib/services' {
  interface Services {
    fieldCrypto: FieldCryptoService;
  }
}

/**
 * Sensitive registration fields arrive encrypted to the server's key; other features derive
 * their secrets from it. Tests without FIELD_KEY_FILE get a per-process in-memory key.
 */
const fieldCrypto: FastifyPluginAsyncZod<FeatureContext> = async (app, { config }) => {
  const service = FieldCryptoService.fromConfig(config);
  app.services.fieldCrypto = service;
  await app.register(fieldCryptoRoutes, { prefix: PLATFORM_PREFIX, fieldCrypto: service });
};
export default fieldCrypto;
