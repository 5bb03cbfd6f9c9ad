import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { registerConsoleRoutes } from '../admin-auth';
import type { MessagesService } from '../messages';
import type { UploadsService } from '../uploads';
import { CertificationRepository } from './certification.repository';
import { certificationAdminRoutes, certificationRoutes } from './certification.routes';
import { CertificationService } from './certification.service';

declare module '../../lib/services' {
  interface Services {
    certification: CertificationService;
  }
}

interface CertificationPorts {
  uploads: UploadsService;
  messages: MessagesService;
}

/** Professional certification: the member's submission with photos, the operators' decision. */
const certification: FastifyPluginAsyncZod<FeatureContext & CertificationPorts> = async (
  app,
  { database, now, uploads, messages, userChanges },
) => {
  const service = new CertificationService(
    new CertificationRepository(database.db, userChanges),
    uploads,
    messages,
    now,
  );
  app.services.certification = service;
  await app.register(certificationRoutes, { prefix: PLATFORM_PREFIX, certification: service });
  await registerConsoleRoutes(app, certificationAdminRoutes, { certification: service });
};
export default certification;
