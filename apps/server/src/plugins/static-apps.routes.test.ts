import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { RUNTIME_CONFIG_PLACEHOLDER } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper';
import { DOCUMENT_ONLY_HEADERS } from './security-headers';

// Issue 12, "Static delivery": hashed assets leave pre-compressed (brotli, else gzip, else as
// built) and cached for good; index.html is never cached.

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED_SCRIPT = 'assets/index-Ab12Cd34.js';
/** A small file the build left without twins (too small to be worth compressing). */
const SMALL_SCRIPT = 'assets/tiny-Ef56Gh78.js';
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, n) => `{ id: ${n}, title: "课程 ${n}" }`).join(', ')}];\n`;

/** A built app folder as `vite build` leaves it: index.html, a hashed script and its twins. */
function writeDist(prefix: string): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head>${RUNTIME_CONFIG_PLACEHOLDER}</head><body><div id="root"></div></body></html>`,
  );
  fs.writeFileSync(path.join(dist, HASHED_SCRIPT), SCRIPT);
  fs.writeFileSync(path.join(dist, `${HASHED_SCRIPT}.br`), brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dist, `${HASHED_SCRIPT}.gz`), gzipSync(SCRIPT));
  fs.writeFileSync(path.join(dist, SMALL_SCRIPT), 'export const a = 1;\n');
  return dist;
}

describe('static apps', () => {
  let t: TestApp;
  let webDist: string;
  let adminDist: string;

  beforeAll(async () => {
    webDist = writeDist('ia-web-dist-');
    adminDist = writeDist('ia-admin-dist-');
    t = await buildTestApp({ config: { WEB_DIST_DIR: webDist, ADMIN_DIST_DIR: adminDist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
    fs.rmSync(adminDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it.each(['/h5/', '/admin/'])(
    'send a hashed asset under %s as brotli to a browser that accepts it',
    async (base) => {
      const response = await get(`${base}${HASHED_SCRIPT}`, 'gzip, deflate, br, zstd');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 3);
      expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(SCRIPT);
    },
  );

  it('send gzip when the request accepts gzip but not brotli', async () => {
    const response = await get(`/h5/${HASHED_SCRIPT}`, 'gzip, deflate');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(SCRIPT);
  });

  it.each([undefined, 'identity'])(
    'send the file as built when the request accepts no compression (%s)',
    async (accept) => {
      const response = await get(`/h5/${HASHED_SCRIPT}`, accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.body).toBe(SCRIPT);
    },
  );

  it('send a file without twins as built, still cached for good', async () => {
    const response = await get(`/h5/${SMALL_SCRIPT}`, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe('export const a = 1;\n');
  });

  it('send a built file only the security headers that apply to it, and the page all of them', async () => {
    const script = await get(`/h5/${HASHED_SCRIPT}`, 'br');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-site');
    for (const name of DOCUMENT_ONLY_HEADERS) expect(script.headers[name], name).toBeUndefined();
    const page = await get('/h5/', 'br');
    for (const name of DOCUMENT_ONLY_HEADERS) expect(page.headers[name], name).toBeDefined();
  });

  it.each(['/h5/', '/h5/course/detail?id=1', '/admin/'])(
    'never let %s (index.html) be cached',
    async (url) => {
      const response = await get(url, 'gzip, deflate, br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toContain('<div id="root"></div>');
    },
  );

  it('send the page compressed as the request allows, with its runtime settings in it', async () => {
    const gzip = await get('/h5/', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    const page = gunzipSync(gzip.rawPayload).toString('utf8');
    expect(page).toContain('window.__IA_CONFIG__=');
    expect(page).not.toContain(RUNTIME_CONFIG_PLACEHOLDER);

    const plain = await get('/h5/course', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(page);
    expect((await get('/h5/')).body).toBe(page);
  });
});
