import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appError } from '../../lib/app-error';
import { livePlaylist, parseVodPlaylist, type VodSegment } from './live-playlist';

/** Where the committed demo media are served: `/media/demo/<folder>/index.m3u8` or `demo.mp4`. */
const DEMO_MEDIA_PREFIX = '/media/demo/';
/** Where the simulated live streams are: `/media/live/<folder>/index.m3u8` loops the demo folder's HLS. */
const LIVE_MEDIA_PREFIX = '/media/live/';

const HLS_TYPE = 'application/vnd.apple.mpegurl';
const FOLDER_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

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
    setHeaders: (reply, filePath) => {
      if (filePath.endsWith('.m3u8')) reply.header('content-type', HLS_TYPE);
      if (filePath.endsWith('.ts')) reply.header('content-type', 'video/mp2t');
      reply.header('cache-control', 'public, max-age=3600');
    },
  });
};

/**
 * A simulated live stream over a demo folder's HLS (the seeded live meeting plays it): a sliding
 * window by the app's clock, so it really plays live in the demo without a streaming server.
 * Never cached: every request may see the window move.
 */
export const liveMediaRoutes: FastifyPluginAsyncZod<{ root: string; now: () => Date }> = async (
  app,
  { root, now },
) => {
  // The committed VOD playlists never change while the server runs: parsed once per folder.
  const parsed = new Map<string, VodSegment[]>();
  const segmentsOf = async (folder: string): Promise<VodSegment[] | null> => {
    const known = parsed.get(folder);
    if (known) return known;
    let text: string;
    try {
      text = await readFile(path.join(root, folder, 'index.m3u8'), 'utf8');
    } catch {
      return null;
    }
    const segments = parseVodPlaylist(text);
    if (segments.length === 0) return null;
    parsed.set(folder, segments);
    return segments;
  };

  app.get(
    `${LIVE_MEDIA_PREFIX}:folder/index.m3u8`,
    {
      schema: {
        tags: ['media'],
        summary: '模拟直播流（HLS 滑动窗口，循环播放演示视频）',
        params: z.object({ folder: z.string() }),
        produces: [HLS_TYPE],
      },
    },
    async (request, reply) => {
      const { folder } = request.params;
      const segments = FOLDER_NAME.test(folder) ? await segmentsOf(folder) : null;
      if (!segments) throw appError('LIVE_STREAM_NOT_FOUND');
      return reply
        .header('content-type', HLS_TYPE)
        .header('cache-control', 'no-cache')
        .send(livePlaylist(segments, now().getTime(), `${DEMO_MEDIA_PREFIX}${folder}/`));
    },
  );
};
