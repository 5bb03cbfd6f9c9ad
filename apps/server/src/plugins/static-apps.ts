import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import {
  ADMIN_BASE_PATH,
  RUNTIME_CONFIG_GLOBAL,
  RUNTIME_CONFIG_PLACEHOLDER,
  type RuntimeConfig,
} from '@ia/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { keepSubresourceHeaders, withInlineScriptHashes } from './security-headers';

interface SpaOptions {
  /** URL prefix with slashes on both sides, e.g. /h5/. */
  basePath: string;
  distDir: string;
  /** Injected into index.html as window.__IA_CONFIG__ (mobile app only). */
  runtimeConfig?: RuntimeConfig;
}

/**
 * Serves a built single-page app: hashed assets with long caching, pre-compressed at build time
 * (scripts/vite-precompress.ts: brotli where the request accepts it, else gzip, else as built),
 * and index.html (with the runtime config injected, never cached) for every other GET under the
 * base path, so history routing works on reload and on shared links. Returns false when the app
 * has not been built.
 */
async function registerSpa(app: FastifyInstance, options: SpaOptions): Promise<boolean> {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!options.distDir || !fs.existsSync(indexFile)) return false;

  let html = fs.readFileSync(indexFile, 'utf8');
  if (options.runtimeConfig) {
    // JSON in a script tag: escape "<" so no value can close the tag.
    const json = JSON.stringify(options.runtimeConfig).replace(/</g, '\\u003c');
    html = html.replace(
      RUNTIME_CONFIG_PLACEHOLDER,
      `<script>window.${RUNTIME_CONFIG_GLOBAL}=${json}</script>`,
    );
  }
  const sendIndex = pageSender(html);

  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: options.distDir,
        prefix: '/',
        index: false,
        wildcard: true,
        decorateReply: false,
        // The .br / .gz twin next to a file, chosen by Accept-Encoding, with `vary: accept-encoding`.
        preCompressed: true,
        // Hashed files never revalidate (immutable), and the favicon costs less than a check:
        // no validators, some 90 bytes less on each of the first visit's files.
        etag: false,
        lastModified: false,
        allowedPath: (pathName) => !pathName.endsWith('/index.html'),
        setHeaders: (reply, filePath) => {
          // Built scripts, styles and images; the pages themselves are `sendIndex`'s.
          keepSubresourceHeaders(reply);
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
      scope.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
      scope.setNotFoundHandler((request, reply) => {
        const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '');
        if (wantsPage) return sendIndex(request, reply);
        return reply.status(404).type('text/plain').send('Not found');
      });
    },
    { prefix: options.basePath.replace(/\/$/, '') },
  );
  return true;
}

/** The page's encodings the server prefers, best first. */
const PAGE_ENCODINGS = new Negotiator({ supportedValues: ['br', 'gzip'] });

/**
 * Sends index.html, never cached, compressed once here rather than on every request: with the
 * home's inline script (decision 047) it is some 7 KB, which a slow phone waits for before
 * anything else can start. Sent as bytes, it carries its own content security policy (its inline
 * scripts allowed by hash), which the security headers' hook derives only from text.
 */
function pageSender(html: string): (request: FastifyRequest, reply: FastifyReply) => FastifyReply {
  const page = Buffer.from(html);
  const policy = withInlineScriptHashes(html);
  const encoded = {
    br: zlib.brotliCompressSync(page, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.length,
      },
    }),
    gzip: zlib.gzipSync(page, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
  return (request, reply) => {
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (policy) reply.header('content-security-policy', policy);
    reply.type('text/html; charset=utf-8');
    const encoding = PAGE_ENCODINGS.negotiate(request.headers['accept-encoding'] ?? '');
    if (!encoding) return reply.send(page);
    return reply.header('content-encoding', encoding).send(encoded[encoding]);
  };
}

/**
 * The two front ends on the API's port: the mobile app under WEB_BASE_PATH (with its runtime
 * settings) and the console under /admin/; `/` redirects to the mobile app when it is built.
 */
export async function registerFrontEnds(
  app: FastifyInstance,
  config: Config,
  externalLoginUrl: string | null,
): Promise<void> {
  const webServed = await registerSpa(app, {
    basePath: config.WEB_BASE_PATH,
    distDir: config.WEB_DIST_DIR,
    runtimeConfig: {
      basePath: config.WEB_BASE_PATH,
      deployment: config.DEPLOYMENT,
      loginMode: config.LOGIN_MODE,
      wechatAppId: config.WECHAT_APP_ID,
      sandbox: config.SANDBOX,
      externalLoginUrl,
    },
  });
  await registerSpa(app, { basePath: ADMIN_BASE_PATH, distDir: config.ADMIN_DIST_DIR });
  if (webServed) {
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect(config.WEB_BASE_PATH));
  }
}
