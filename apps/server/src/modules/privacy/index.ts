import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { registerConsoleRoutes } from '../admin-auth';
import { PrivacyRepository, type ReportDeidentifier } from './privacy.repository';
import { privacyAdminRoutes, privacyRoutes } from './privacy.routes';
import { type PrivacyPorts, PrivacyService } from './privacy.service';

declare module '../../lib/services' {
  interface Services {
    privacy: PrivacyService;
  }
}

interface PrivacyFeaturePorts {
  /** The drug-safety feature's re-sealing of a report without its reporter. */
  deidentifyReport: ReportDeidentifier;
  /** The uploads feature's deletion of stored files, wherever they are stored (decision 040). */
  removeUploadFiles: PrivacyPorts['removeUploadFiles'];
}

/** Privacy rights: a member's copy and cancellation, and the console's queue of requests (decision 028). */
const privacy: FastifyPluginAsyncZod<FeatureContext & PrivacyFeaturePorts> = async (
  app,
  { database, now, userChanges, logger, deidentifyReport, removeUploadFiles },
) => {
  const service = new PrivacyService(
    new PrivacyRepository(database.db),
    {
      deidentifyReport,
      userChanges,
      removeUploadFiles,
      logger,
    },
    now,
  );
  app.services.privacy = service;
  await app.register(privacyRoutes, { prefix: PLATFORM_PREFIX, privacy: service });
  await registerConsoleRoutes(app, privacyAdminRoutes, { privacy: service });
};
export default privacy;
