import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RUNTIME_CONFIG_PLACEHOLDER } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

// Issue 18 point 7: security headers on API answers and on the apps' pages.

const INDEX_HTML = `<!doctype html><html><head>${RUNTIME_CONFIG_PLACEHOLDER}<script type="module" crossorigin src="/h5/assets/index.js"></script></head><body><div id="root"></div></body></html>`;

describe('security headers', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ia-web-dist-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    t = await buildTestApp({ config: { WEB_DIST_DIR: webDist, TRUST_PROXY: true } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const policyOf = (headers: Record<string, unknown>) =>
    Object.fromEntries(
      String(headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    ) as Record<string, string[]>;

  it('are on an API answer, the short set for JSON, without HSTS over plain http', async () => {
    const response = await t.app.inject('/api/test');
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-site',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    for (const documentOnly of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]) {
      expect(response.headers[documentOnly]).toBeUndefined();
    }
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('are a document’s on a page, with the policy for the app', async () => {
    const response = await t.app.inject('/h5/');
    expect(response.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-site',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    const policy = policyOf(response.headers);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['media-src']).toEqual(expect.arrayContaining(["'self'", 'blob:', 'data:']));
  });

  it('send HSTS only when the request came over https (through the trusted proxy)', async () => {
    const response = await t.app.inject({ url: '/api/test', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('allow the mobile app page its inline runtime config by hash, and nothing else inline', async () => {
    const response = await t.app.inject('/h5/');
    expect(response.statusCode).toBe(200);
    const script = /<script>([\s\S]*?)<\/script>/.exec(response.body)?.[1];
    expect(script).toContain('window.');
    const hash = `'sha256-${createHash('sha256')
      .update(script ?? '')
      .digest('base64')}'`;
    const policy = policyOf(response.headers);
    expect(policy['script-src']).toEqual(["'self'", 'https://res.wx.qq.com', 'https://res2.wx.qq.com', hash]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // The same page compressed (as every browser asks for it) carries the same policy.
    const compressed = await t.app.inject({
      url: '/h5/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-security-policy']).toBe(response.headers['content-security-policy']);
  });

  it('leave the API docs working: Swagger UI loads only its own scripts', async () => {
    const response = await t.app.inject('/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...response.body.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toMatch(/\ssrc="/);
    expect(policyOf(response.headers)['script-src']).toContain("'self'");
  });
});
