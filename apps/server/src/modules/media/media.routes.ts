import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

/** Where the committed demo media are served: `/media/demo/<folder>/index.m3u8` or `demo.mp4`. */
export const DEMO_MEDIA_PREFIX = '/media/demo/';

/**
 * The demo videos committed under apps/server/demo-media (scripts/make-demo-media.sh made them),
 * so the seeded contents play on a fresh machine without internet. Static files with range
 * requests (MP4 seeking) and HLS types; cached for an hour, they never change under one name.
 */
export const demoMediaRoutes: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  await app.register(fastifyStatic, {
    root,
    prefix: DEMO_MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    setHeaders: (res, filePath) => {
      if (filePath.endsWith('.m3u8')) res.setHeader('content-type', 'application/vnd.apple.mpegurl');
      if (filePath.endsWith('.ts')) res.setHeader('content-type', 'video/mp2t');
      res.setHeader('cache-control', 'public, max-age=3600');
    },
  });
};
