import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverRoot } from '../../config';
import type { FeatureContext } from '../../lib/feature';
import { demoMediaRoutes, liveMediaRoutes } from './media.routes';

/** The committed demo media at /media/demo/, and the simulated live HLS over them at /media/live/. */
const media: FastifyPluginAsyncZod<FeatureContext> = async (app, { now }) => {
  const root = path.join(serverRoot, 'demo-media');
  await app.register(demoMediaRoutes, { root });
  await app.register(liveMediaRoutes, { root, now });
};
export default media;
