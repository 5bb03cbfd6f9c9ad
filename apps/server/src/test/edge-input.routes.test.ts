import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@ia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartPayload, tinyPng } from '../modules/uploads/test-images';
import { uploads } from '../modules/uploads/uploads.table';
import { buildTestApp, sandboxLogin, type TestApp } from './helper';
import { newOperatorCookie } from './sign-in';

// Issue 18: malformed input at the edge answers 4xx in the envelope, never a 500, whatever the route.

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

/** Asserts a refusal below 500 in the envelope, and returns the envelope. */
function expectRefused(
  response: { statusCode: number; body: string },
  status: number,
  code: number,
): Envelope {
  expect(response.statusCode, response.body).toBe(status);
  const body = JSON.parse(response.body) as Envelope;
  expect(body).toMatchObject({ code, msg: expect.any(String) });
  return body;
}

/** A raw HTTP exchange on a real socket (inject skips Node's parser): the status line and body. */
function rawExchange(port: number, request: string): Promise<{ statusCode: number; body: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server closes the connection after answering; a reset then is expected.
    socket.on('error', (error) => {
      if (chunks.length === 0) reject(error);
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      resolve({ statusCode: Number(text.split(' ')[1]), body: text.slice(split + 4) });
    });
  });
}

describe('input at the edge of the server', () => {
  let t: TestApp;
  let uploadDir: string;
  let operator: { cookie: string };

  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ia-edge-'));
    t = await buildTestApp({ config: { UPLOAD_DIR: uploadDir } });
    operator = { cookie: await newOperatorCookie(t, 'edge1', 'administrator') };
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it('refuses U+0000 in the console login body, naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { username: '\u0000', password: 'x' },
    });
    const body = expectRefused(response, 400, ErrorCode.VALIDATION_FAILED);
    expect(body.msg).toContain('body.username');
    expect(body.data).toEqual({ issues: [{ field: 'body.username', message: body.msg }] });
  });

  it('refuses a lone surrogate in a body', async () => {
    for (const text of ['\\ud800', 'ok\\udfff', '\\ud83d']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: `{"username":"editor","password":"${text}"}`,
      });
      expect(expectRefused(response, 400, ErrorCode.VALIDATION_FAILED).msg).toContain('body.password');
    }
    // A whole emoji (a surrogate pair) is fine: the login fails on its merits.
    const emoji = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { username: 'edge1', password: '😀' },
    });
    expect(emoji.json().code).toBe(ErrorCode.INVALID_CREDENTIALS);
  });

  it('refuses U+0000 in a console list filter', async () => {
    const response = await t.app.inject({ url: '/api/admin/users?keyword=a%00b', headers: operator });
    expect(expectRefused(response, 400, ErrorCode.VALIDATION_FAILED).msg).toContain('querystring.keyword');
    const fine = await t.app.inject({ url: '/api/admin/users?keyword=ab', headers: operator });
    expect(fine.statusCode).toBe(200);
  });

  it('refuses U+0000 in home-search keywords and learnlog/create page_url', async () => {
    const member = (await sandboxLogin(t.app, 'certified')).headers;
    const search = await t.app.inject({ url: '/api/platform/home-search?keyword=%00', headers: member });
    expect(expectRefused(search, 400, ErrorCode.VALIDATION_FAILED).msg).toContain('querystring.keyword');

    const learn = await t.app.inject({
      method: 'POST',
      url: '/api/platform/learnlog/create',
      headers: member,
      payload: { content_id: 1, type: 1, page_url: '/h5/detail\u0000' },
    });
    expect(expectRefused(learn, 400, ErrorCode.VALIDATION_FAILED).msg).toContain('body.page_url');
  });

  it('refuses U+0000 in a path parameter, alone or beside other escapes (a URL with an escape is walked)', async () => {
    const member = (await sandboxLogin(t.app, 'certified')).headers;
    for (const id of ['1%00', `1${encodeURIComponent('\u00e9')}%00`]) {
      const response = await t.app.inject({ url: `/api/platform/meeting/${id}`, headers: member });
      const body = expectRefused(response, 400, ErrorCode.VALIDATION_FAILED);
      expect(body.data).toEqual({ issues: [{ field: 'params.id', message: body.msg }] });
    }
  });

  it('names a nested field and an odd key', async () => {
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/post',
      payload: {
        answers: [
          { id: 1, text: 'ok' },
          { id: 2, text: '\u0000' },
        ],
      },
    });
    expect(expectRefused(nested, 400, ErrorCode.VALIDATION_FAILED).msg).toContain('body.answers.1.text');
    const key = await t.app.inject({ method: 'POST', url: '/api/post', payload: { 'a\u0000': 1 } });
    expect(expectRefused(key, 400, ErrorCode.VALIDATION_FAILED).msg).toContain('body."a\\u0000"');
  });

  it('strips U+0000 from an upload file name and keeps the upload', async () => {
    const member = (await sandboxLogin(t.app, 'registered')).headers;
    const form = await multipartPayload([
      ['purpose', 'image'],
      { name: 'photo\u0000.png', type: 'image/png', bytes: tinyPng() },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/platform/imageupload',
      payload: form.payload,
      headers: { ...member, ...form.headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    const id = (response.json() as { data: { id: number } }).data.id;
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row?.originalName).toBe('photo.png');
  });

  it('refuses a body nested 20,000 or 65 levels deep, and accepts 64', async () => {
    const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/post',
      headers: { 'content-type': 'application/json' },
      payload: `{"a":${deep(20_000)}}`,
    });
    expect(expectRefused(response, 400, ErrorCode.VALIDATION_FAILED).msg).toContain('64');
    const justOver = await t.app.inject({
      method: 'POST',
      url: '/api/post',
      headers: { 'content-type': 'application/json' },
      payload: `{"a":${deep(64)}}`,
    });
    expect(expectRefused(justOver, 400, ErrorCode.VALIDATION_FAILED).msg).toContain('64');
    const allowed = await t.app.inject({
      method: 'POST',
      url: '/api/post',
      headers: { 'content-type': 'application/json' },
      payload: `{"a":${deep(63)}}`,
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('answers an undecodable path and an over-long path parameter in the envelope (fuzz, decision 029)', async () => {
    for (const url of ['/api/platform/content/%C3%28%FF', '/api/admin/contents/%zz%']) {
      expect(expectRefused(await t.app.inject({ url }), 400, ErrorCode.VALIDATION_FAILED).msg).toContain(
        '地址',
      );
    }
    const long = await t.app.inject({ url: `/api/platform/content/${'9'.repeat(201)}` });
    expect(expectRefused(long, 414, ErrorCode.VALIDATION_FAILED).msg).toContain('200');
  });

  it('answers 400, not 500, for a value its column cannot hold (fuzz, decision 029)', async () => {
    const member = (await sandboxLogin(t.app, 'certified')).headers;
    // An id past int4 (2,147,483,647) that the schema accepts: in the path, the query and a body.
    const refusals = [
      await t.app.inject({ url: '/api/admin/contents/2147483648', headers: operator }),
      await t.app.inject({ url: '/api/admin/audit-log?operatorId=2147483648', headers: operator }),
      await t.app.inject({
        method: 'POST',
        url: '/api/platform/meeting/subscribe',
        headers: member,
        payload: { meeting_id: 2_147_483_648, cancel: 0 },
      }),
    ];
    for (const response of refusals) {
      expect(expectRefused(response, 400, ErrorCode.VALIDATION_FAILED).msg).toContain('超出');
    }
    // The largest int4 is an id like any other: it names nothing here.
    const largest = await t.app.inject({ url: '/api/admin/contents/2147483647', headers: operator });
    expect(largest.statusCode).toBe(404);
  });

  it('answers a body over the limit with 413 in the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { username: 'x'.repeat(1024 * 1024 + 10), password: 'x' },
    });
    expectRefused(response, 413, ErrorCode.PAYLOAD_TOO_LARGE);
  });

  it('answers a 70 KB query string with 431 in the envelope, on a real socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const query = `keyword=${'a'.repeat(70 * 1024)}`;
    const response = await rawExchange(port, `GET /api/admin/users?${query} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expectRefused(response, 431, ErrorCode.REQUEST_HEADER_TOO_LARGE);
    const garbled = await rawExchange(port, 'NOT-HTTP\r\n\r\n');
    expectRefused(garbled, 400, ErrorCode.VALIDATION_FAILED);
  });
});
