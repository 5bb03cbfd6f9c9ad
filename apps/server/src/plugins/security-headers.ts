import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where WeChat serves its JS-SDK. */
const WECHAT_SDK_ORIGINS = ['https://res.wx.qq.com', 'https://res2.wx.qq.com'];

/**
 * The content security policy of the mobile app (a WeChat webview), the console and the API.
 * The built apps load only their own hashed scripts; the one inline script, the mobile app's
 * runtime config, is allowed by its hash (see `withInlineScriptHashes`).
 */
const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", ...WECHAT_SDK_ORIGINS],
  'script-src-attr': ["'none'"],
  // antd (console) and antd-mobile write <style> elements and style attributes at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Rich bodies may show https images from anywhere (lib/rich-body.ts); posters draw data: and blob: images.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  // A video is an upload of ours or an https address an operator entered (HLS or MP4, see the
  // content and meeting contracts); hls.js fetches its playlists and plays through blob: media.
  'media-src': ["'self'", 'data:', 'blob:', 'https:'],
  'connect-src': ["'self'", 'https:'],
  'worker-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/** Sent only over https: a browser that saw it over plain http would ignore it anyway. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

function serialise(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The policy for an HTML page, its inline scripts allowed by hash; null when it has none. A built
 * app's page computes it once, when the server starts (plugins/static-apps.ts).
 */
export function withInlineScriptHashes(html: string): string | null {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, script]) =>
      `'sha256-${createHash('sha256')
        .update(script ?? '')
        .digest('base64')}'`,
  );
  return hashes.length === 0
    ? null
    : serialise({ ...CSP_DIRECTIVES, 'script-src': [...(CSP_DIRECTIVES['script-src'] ?? []), ...hashes] });
}

const DEFAULT_POLICY = serialise(CSP_DIRECTIVES);

const OPENING_BRACE = 0x7b;

/**
 * Every answer's headers, built once: what helmet's defaults send (the headers below, with the
 * resource policy, referrer policy and framing we chose), and the CSP. Helmet set them one by one on
 * Node's response in a hook of its own, validating each, per request; one object merged into the
 * reply's headers costs a fraction (cli/hardening-cost.ts measures it).
 */
const STATIC_HEADERS = {
  'content-security-policy': DEFAULT_POLICY,
  // Our pages open no cross-origin window that may keep a handle on them.
  'cross-origin-opener-policy': 'same-origin',
  // Stored files and API answers may be read by our own sites only (the app and the console).
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  // The legacy XSS auditor is off: it caused leaks of its own (helmet's and OWASP's advice).
  'x-xss-protection': '0',
} as const;

/**
 * Headers a browser reads only on a document (or a worker's script): the page's policy, framing,
 * window and referrer rules. On a script, a style sheet or a picture they do nothing, and the home's
 * first visit fetches several such files, each of which would carry them as some 700 bytes of
 * headers (issue 12). `x-content-type-options` and the resource policy stay on everything.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const satisfies readonly (keyof typeof STATIC_HEADERS)[];

/**
 * What an API answer carries instead (OWASP's REST Security Cheat Sheet): JSON is never rendered as
 * a page, so it needs no script or media sources, no window, referrer or DNS rules, only to be read
 * as what it says it is, by our own sites, and never framed. `default-src 'none'` makes an answer
 * opened as a document inert. At 100 connections these headers were some 700 bytes of every
 * answer's 1 KB of headers, written, validated and parsed on every call (issue 12).
 */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': STATIC_HEADERS['cross-origin-resource-policy'],
  'x-content-type-options': STATIC_HEADERS['x-content-type-options'],
  'x-frame-options': 'DENY',
} as const;

/** Where the API's answers live, and what under it is a page for people (Swagger UI, served there). */
const API_PREFIX = '/api/';
export const API_DOCS_PREFIX = '/api/docs';

function isApiAnswer(url: string): boolean {
  return url.startsWith(API_PREFIX) && !url.startsWith(API_DOCS_PREFIX);
}

/** Leaves a static sub-resource (a built script, style sheet or image) the headers that apply to it. */
export function keepSubresourceHeaders(reply: FastifyReply): void {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
}

/**
 * Security headers on every answer: on the API's, the short set above; on the apps and everything else,
 * those above (frame-ancestors and X-Frame-Options limited to our own pages, nosniff,
 * strict-origin-when-cross-origin referrers, ...); HSTS only when the request
 * came over https (directly, or through a trusted proxy with TRUST_PROXY), and the CSP, set before
 * the route runs so that a route with its own policy keeps it: stored files, the sandbox pages, and
 * the built apps' pages with their inline scripts' hashes (`withInlineScriptHashes`). Swagger UI at
 * /api/docs loads only its own static scripts (no inline one), so the default policy serves it.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? API_HEADERS : STATIC_HEADERS);
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    // A page under /api/ (the sandbox's) is a document after all: it gets a document's headers,
    // keeping a policy of its own. The JSON envelope (almost every answer) stops at the first character.
    if (
      typeof payload === 'string' &&
      payload.charCodeAt(0) !== OPENING_BRACE &&
      isApiAnswer(request.url) &&
      String(reply.getHeader('content-type')).startsWith('text/html')
    ) {
      const own = reply.getHeader('content-security-policy');
      reply.headers(STATIC_HEADERS);
      if (own !== API_HEADERS['content-security-policy']) reply.header('content-security-policy', own);
    }
    done(null, payload);
  });
}
