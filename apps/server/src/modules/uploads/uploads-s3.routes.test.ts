import { randomBytes } from 'node:crypto';
import type { UploadedFile } from '@ia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../lib/file-storage/s3-test-server';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { multipartPayload, noisePng, tinyJpeg } from './test-images';
import { uploads } from './uploads.table';

/**
 * Uploads on STORAGE=s3 (decision 040), against s3rver on loopback: the same routes and checks as
 * on disk, the bytes in the bucket. Nothing is written to DATA_DIR.
 */
describe('uploads in an S3-compatible bucket', () => {
  let s3: TestS3;
  let streamed: TestApp;
  let redirected: TestApp;
  const operators: Record<'editor' | 'reviewer', string> = { editor: '', reviewer: '' };

  const upload = async (t: TestApp, headers: Record<string, string>, purpose: string, bytes: Buffer) => {
    const body = await multipartPayload([
      ['purpose', purpose],
      { name: 'photo', type: 'application/octet-stream', bytes },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/platform/imageupload',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: UploadedFile }).data;
  };
  const storageKey = async (t: TestApp, id: number) =>
    (await t.database.db.select().from(uploads).where(eq(uploads.id, id)))[0]?.storageKey ?? '';

  async function operatorCookie(t: TestApp, role: 'content_editor' | 'reviewer', username: string) {
    await t.services.adminAuth.createOperator({ username, password: 'Correct-Horse-42', role });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { username, password: 'Correct-Horse-42' },
    });
    return `ia_admin=${login.cookies.find((c) => c.name === 'ia_admin')?.value}`;
  }

  beforeAll(async () => {
    s3 = await startTestS3();
    // DATA_DIR where nothing may be written: every byte must go to the bucket.
    const config = { ...s3.config, DATA_DIR: '/nonexistent/ia-data', UPLOAD_DIR: undefined };
    streamed = await buildTestApp({ config });
    redirected = await buildTestApp({ config: { ...config, S3_PUBLIC_REDIRECT: true } });
    operators.editor = await operatorCookie(streamed, 'content_editor', 'editor1');
    operators.reviewer = await operatorCookie(streamed, 'reviewer', 'reviewer1');
  });
  afterAll(async () => {
    await streamed?.close();
    await redirected?.close();
    await s3?.close();
  });

  it('keeps a certification photo in the bucket, for its owner and reviewers only', async () => {
    const owner = (await sandboxLogin(streamed.app, 'registered')).headers;
    const stranger = (await sandboxLogin(streamed.app, 'certified')).headers;
    const file = await upload(streamed, owner, 'certification', tinyJpeg());
    const key = await storageKey(streamed, file.id);
    expect(s3.keys()).toContain(key);

    const mine = await streamed.app.inject({ url: file.url, headers: owner });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'private, no-store',
    });
    expect(mine.rawPayload.length).toBe(file.size);
    const part = await streamed.app.inject({ url: file.url, headers: { ...owner, range: 'bytes=0-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-3/${file.size}`);
    expect(part.rawPayload).toEqual(mine.rawPayload.subarray(0, 4));

    expect((await streamed.app.inject({ url: file.url, headers: stranger })).statusCode).toBe(404);
    expect((await streamed.app.inject(file.url)).statusCode).toBe(401);
    expect((await streamed.app.inject(`/uploads/${key}`)).statusCode).toBe(404);
    const reviewer = await streamed.app.inject({
      url: `/api/admin/uploads/${file.id}`,
      headers: { cookie: operators.reviewer },
    });
    expect(reviewer.statusCode).toBe(200);
    expect(reviewer.rawPayload).toEqual(mine.rawPayload);
    const editor = await streamed.app.inject({
      url: `/api/admin/uploads/${file.id}`,
      headers: { cookie: operators.editor },
    });
    expect(editor.statusCode).toBe(403);
  });

  it('streams public images and their WebP variants from the bucket, byte ranges included', async () => {
    const owner = (await sandboxLogin(streamed.app, 'registered')).headers;
    const file = await upload(streamed, owner, 'image', await noisePng(400, 300));
    const key = await storageKey(streamed, file.id);
    const whole = await streamed.app.inject(file.url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'content-type': 'image/png', 'accept-ranges': 'bytes' });
    // A HEAD is answered from the record, without reading the object.
    const head = await streamed.app.inject({ method: 'HEAD', url: file.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(file.size));
    expect(head.rawPayload.length).toBe(0);
    const part = await streamed.app.inject({ url: file.url, headers: { range: 'bytes=-10' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(file.size - 10));
    expect(
      (await streamed.app.inject({ url: file.url, headers: { range: `bytes=${file.size}-` } })).statusCode,
    ).toBe(416);

    const variant = await streamed.app.inject(`${file.url}?w=192`);
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    const variantKey = `variants/${key.replace(/\.png$/, '')}.w192.webp`;
    expect(s3.keys()).toContain(variantKey);
    // Made once: the second request reads what the bucket holds.
    expect((await streamed.app.inject(`${file.url}?w=192`)).rawPayload).toEqual(variant.rawPayload);

    // A cancelled member's files go with their variants (the privacy feature's port).
    await streamed.services.uploads.removeStoredFiles([key]);
    expect(s3.keys()).not.toContain(key);
    expect(s3.keys()).not.toContain(variantKey);
    expect((await streamed.app.inject(file.url)).statusCode).toBe(404);
  });

  it('streams a console video into the bucket in parts, and refuses one that is not an MP4, leaving nothing', async () => {
    const video = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom', 'latin1'),
      randomBytes(9_000_000),
    ]);
    const body = await multipartPayload([{ name: 'lesson.mp4', type: 'video/mp4', bytes: video }]);
    const sent = await streamed.app.inject({
      method: 'POST',
      url: '/api/admin/uploads/video',
      payload: body.payload,
      headers: { cookie: operators.editor, ...body.headers },
    });
    expect(sent.statusCode).toBe(200);
    const file = (sent.json() as { data: UploadedFile }).data;
    expect(file.size).toBe(video.length);
    const seek = await streamed.app.inject({ url: file.url, headers: { range: 'bytes=8500000-8500099' } });
    expect(seek.statusCode).toBe(206);
    expect(seek.rawPayload.equals(video.subarray(8_500_000, 8_500_100))).toBe(true);

    const before = s3.keys();
    const fake = await multipartPayload([
      {
        name: 'lesson.mp4',
        type: 'video/mp4',
        bytes: Buffer.concat([Buffer.from('<!doctype html>'), randomBytes(100_000)]),
      },
    ]);
    const refused = await streamed.app.inject({
      method: 'POST',
      url: '/api/admin/uploads/video',
      payload: fake.payload,
      headers: { cookie: operators.editor, ...fake.headers },
    });
    expect(refused.statusCode).toBe(415);
    expect(s3.keys()).toEqual(before);
  });

  it('with S3_PUBLIC_REDIRECT, sends browsers to a signed URL for public files, never for private ones', async () => {
    const owner = (await sandboxLogin(redirected.app, 'registered')).headers;
    const image = await upload(redirected, owner, 'image', await noisePng(300, 200));
    const answer = await redirected.app.inject(image.url);
    expect(answer.statusCode).toBe(302);
    const location = String(answer.headers.location);
    expect(location).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/ia-test-uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png\?.*X-Amz-Expires=7200/,
    );
    const maxAge = Number(/max-age=(\d+)/.exec(String(answer.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(3600);
    // The same URL for the hour: browsers and CDNs cache the object under it.
    expect((await redirected.app.inject(image.url)).headers.location).toBe(location);
    const object = await fetch(location);
    expect(object.status).toBe(200);
    expect(object.headers.get('content-type')).toBe('image/png');
    expect(object.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await object.arrayBuffer()).length).toBe(image.size);

    const variant = await redirected.app.inject(`${image.url}?w=96`);
    expect(variant.statusCode).toBe(302);
    const webp = await fetch(String(variant.headers.location));
    expect(webp.headers.get('content-type')).toBe('image/webp');

    // A certification photo still passes through the server and its checks.
    const photo = await upload(redirected, owner, 'certification', tinyJpeg());
    const mine = await redirected.app.inject({ url: photo.url, headers: owner });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers.location).toBeUndefined();
    expect(mine.headers['cache-control']).toBe('private, no-store');
  });
});
