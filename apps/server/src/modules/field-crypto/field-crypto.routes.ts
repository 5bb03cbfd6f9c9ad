import { publicKeySchema } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../lib/envelope';
import type { FieldCryptoService } from './field-crypto.service';

/** Mounted under /api/platform. */
export const fieldCryptoRoutes: FastifyPluginAsyncZod<{ fieldCrypto: FieldCryptoService }> = async (
  app,
  { fieldCrypto },
) => {
  app.get(
    '/crypto/public-key',
    {
      schema: {
        tags: ['member'],
        summary: '获取敏感字段加密公钥（RSA-OAEP-SHA256 + AES-256-GCM）',
        response: okResponse(publicKeySchema),
      },
      config: { access: 'public' },
    },
    async () => ok(fieldCrypto.publicKey()),
  );
};
