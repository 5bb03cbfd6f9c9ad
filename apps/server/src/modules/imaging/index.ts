import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { registerConsoleRoutes } from '../admin-auth';
import type { UploadsService } from '../uploads';
import { ImagingRepository } from './imaging.repository';
import { imagingRoutes } from './imaging.routes';
import { ImagingService, type LearningCredit } from './imaging.service';
import { imagingAdminRoutes } from './imaging-admin.routes';
import { ImagingAdminService } from './imaging-admin.service';

export { ImagingRepository } from './imaging.repository';
export { ImagingAdminService } from './imaging-admin.service';

declare module '../../lib/services' {
  interface Services {
    imaging: ImagingService;
    imagingAdmin: ImagingAdminService;
  }
}

interface ImagingPorts {
  uploads: UploadsService;
  /** Answering a question credits learning time on the content (the learning feature). */
  learning: LearningCredit;
}

/** Imaging cases (issue 14): image series on contents, read-then-reveal questions, annotations. */
const imaging: FastifyPluginAsyncZod<FeatureContext & ImagingPorts> = async (
  app,
  { database, now, targets, uploads, learning },
) => {
  const repository = new ImagingRepository(database.db);
  const service = new ImagingService(repository, targets, learning, now);
  const imagingAdmin = new ImagingAdminService(repository, uploads, now);
  Object.assign(app.services, { imaging: service, imagingAdmin });
  await app.register(imagingRoutes, { prefix: PLATFORM_PREFIX, imaging: service });
  await registerConsoleRoutes(app, imagingAdminRoutes, { imagingAdmin });
};
export default imaging;
