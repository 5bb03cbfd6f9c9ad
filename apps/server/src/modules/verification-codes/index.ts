import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import type { FieldCryptoService } from '../field-crypto';
import { buildMessageSenders, type OutgoingMessage } from './message-senders';
import { VerificationCodesRepository } from './verification-codes.repository';
import { verificationCodesRoutes } from './verification-codes.routes';
import { VerificationCodesService } from './verification-codes.service';

export { type MessageChannel, normaliseRecipient } from './message-senders';
export type { VerificationCodesService } from './verification-codes.service';

declare module '../../lib/services' {
  interface Services {
    verificationCodes: VerificationCodesService;
  }
}

interface VerificationCodesPorts {
  fieldCrypto: FieldCryptoService;
  /** Where codes go when no SMTP or SMS gateway is configured (the sandbox outbox). */
  outbox: { record(message: OutgoingMessage): Promise<void> };
}

/** SMS and mail codes for registration: SMTP, an HTTP SMS gateway or the sandbox outbox. */
const verificationCodes: FastifyPluginAsyncZod<FeatureContext & VerificationCodesPorts> = async (
  app,
  { database, config, now, fieldCrypto, outbox },
) => {
  const service = new VerificationCodesService(
    new VerificationCodesRepository(database.db),
    buildMessageSenders(config, outbox),
    fieldCrypto.secretRing('verification-codes'),
    now,
  );
  app.services.verificationCodes = service;
  await app.register(verificationCodesRoutes, { prefix: PLATFORM_PREFIX, verificationCodes: service });
};
export default verificationCodes;
