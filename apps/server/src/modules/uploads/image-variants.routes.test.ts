import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode, IMAGE_VARIANT_WIDTHS, type UploadedFile } from '@ia/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { newOperatorCookie } from '../../test/sign-in';
import { tinyMp4 } from '../content/content-admin.fixtures';
import { multipartPayload } from './test-images';
import { uploads } from './uploads.table';

/** A 1600×900 photo as a phone writes it, with the camera and a GPS position in its EXIF. */
function widePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3264c8' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Cover Cam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 2718/100' },
    })
    .toBuffer();
}

// Issue 18: public images are also served as WebP at the sizes the app shows (decision 030).
describe('WebP variants of public images', () => {
  let t: TestApp;
  let uploadDir: string;
  let member: { authorization: string };

  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ia-image-variants-'));
    t = await buildTestApp({ config: { UPLOAD_DIR: uploadDir } });
    member = (await sandboxLogin(t.app, 'registered')).headers;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  const upload = async (purpose: 'image' | 'certification', bytes: Buffer) => {
    const body = await multipartPayload([
      ['purpose', purpose],
      { name: 'photo.jpg', type: 'image/jpeg', bytes },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/platform/imageupload',
      payload: body.payload,
      headers: { ...member, ...body.headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: UploadedFile }).data;
  };

  it('serves a public image as WebP at the width asked for, without metadata, cacheable under its own URL', async () => {
    const file = await upload('image', await widePhoto());
    expect(file.url).toMatch(/^\/uploads\/.+\.jpg$/);
    const response = await t.app.inject({ url: `${file.url}?w=320` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const variant = await sharp(response.rawPayload).metadata();
    expect(variant).toMatchObject({ format: 'webp', width: 320, height: 180 });
    expect(variant.exif).toBeUndefined();
    expect(variant.xmp).toBeUndefined();
    expect(variant.icc).toBeUndefined();
    expect(response.rawPayload.includes('PhoneMaker')).toBe(false);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);

    // The second request reads the stored variant: the same bytes, and 304 for the same ETag.
    const again = await t.app.inject({ url: `${file.url}?w=320` });
    expect(again.rawPayload).toEqual(response.rawPayload);
    const etag = String(response.headers.etag);
    const unchanged = await t.app.inject({ url: `${file.url}?w=320`, headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    // Another width is another file with another validator; the original is still the JPEG.
    const wider = await t.app.inject({ url: `${file.url}?w=960` });
    expect(await sharp(wider.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 960 });
    expect(wider.headers.etag).not.toBe(etag);
    const original = await t.app.inject({ url: file.url });
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ width: 1600 });
  });

  it('never enlarges: a variant wider than the image is the image at its own width', async () => {
    const small = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const file = await upload('image', small);
    const response = await t.app.inject({ url: `${file.url}?w=${IMAGE_VARIANT_WIDTHS.at(-1)}` });
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 200 });
  });

  it('gives a private photo no public variant', async () => {
    const licence = await upload('certification', await widePhoto());
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, licence.id));
    expect(row?.visibility).toBe('private');
    for (const query of ['', '?w=320']) {
      const response = await t.app.inject({ url: `/uploads/${row?.storageKey}${query}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: ErrorCode.NOT_FOUND });
    }
    const variants = path.join(uploadDir, 'variants');
    const made = fs.existsSync(variants) ? fs.readdirSync(variants, { recursive: true }).map(String) : [];
    const privateName = path.basename(row?.storageKey ?? '', '.jpg');
    expect(made.filter((name) => name.includes(privateName))).toEqual([]);
    // Its owner's route serves the photo as stored, whatever the query says.
    const own = await t.app.inject({ url: `${licence.url}?w=320`, headers: member });
    expect(own.headers['content-type']).toBe('image/jpeg');
  });

  it('has no variants of a video: w is refused with 400, the video is still served', async () => {
    const cookie = await newOperatorCookie(t, 'variants-editor', 'content_editor');
    const form = await multipartPayload([{ name: 'talk.mp4', type: 'video/mp4', bytes: tinyMp4() }]);
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads/video',
      payload: form.payload,
      headers: { ...form.headers, cookie },
    });
    const video = (stored.json() as { data: UploadedFile }).data;
    expect(video.mime).toBe('video/mp4');
    const response = await t.app.inject({ url: `${video.url}?w=320` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      msg: expect.stringContaining('w'),
    });
    expect((await t.app.inject({ url: video.url })).statusCode).toBe(200);
  });

  it('refuses a width not on the list, or not a number, with 400 in the envelope', async () => {
    const file = await upload('image', await widePhoto());
    for (const query of ['w=321', 'w=0', 'w=-320', 'w=abc', 'w=', 'w=320&w=640', 'w=1e9']) {
      const response = await t.app.inject({ url: `${file.url}?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({
        code: ErrorCode.VALIDATION_FAILED,
        msg: expect.stringContaining('w'),
      });
    }
  });
});
