import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { openFileStorage } from '../../lib/file-storage/open-file-storage';
import { registerConsoleRoutes } from '../admin-auth';
import { UploadsRepository } from './uploads.repository';
import { uploadsAdminRoutes, uploadsPublicRoutes, uploadsRoutes } from './uploads.routes';
import { UploadsService } from './uploads.service';

export { sniffImage } from './image-data';
export { guardMultipart } from './uploads.multipart';
export {
  presentUpload,
  STORAGE_KEY_PATTERN,
  type UploadAudience,
  type UploadsService,
} from './uploads.service';

declare module '../../lib/services' {
  interface Services {
    uploads: UploadsService;
  }
}

/**
 * Uploaded images and videos: the app's, the console's, and public images at /uploads/<key>; the
 * bytes on disk or in a bucket (STORAGE, decision 040).
 */
const uploads: FastifyPluginAsyncZod<FeatureContext> = async (app, { database, config, now }) => {
  const storage = await openFileStorage(config);
  app.addHook('onClose', () => storage.close());
  // A bucket that refuses our settings stops the start; one that does not answer yet is only logged.
  if (!(await storage.verify())) {
    app.log.error(
      { storage: storage.kind, endpoint: config.S3_ENDPOINT, bucket: config.S3_BUCKET },
      'uploads: the bucket did not answer at start; uploads fail until it does',
    );
  }
  const service = new UploadsService(new UploadsRepository(database.db), storage, now, {
    publicRedirect: config.S3_PUBLIC_REDIRECT,
  });
  app.services.uploads = service;
  await app.register(uploadsRoutes, { prefix: PLATFORM_PREFIX, uploads: service });
  await app.register(uploadsPublicRoutes, { uploads: service });
  await registerConsoleRoutes(app, uploadsAdminRoutes, {
    uploads: service,
    videoMaxBytes: Math.round(config.VIDEO_UPLOAD_MAX_MB * 1024 * 1024),
  });
};
export default uploads;
