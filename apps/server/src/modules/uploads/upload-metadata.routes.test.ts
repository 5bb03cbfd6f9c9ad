import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UploadedFile } from '@ia/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { headerOnlyJpeg, multipartPayload } from './test-images';
import { uploads } from './uploads.table';

/** A 40×20 JPEG as a phone writes it: EXIF with the camera, a GPS position and, when given, an orientation. */
function phonePhoto(orientation?: number): Promise<Buffer> {
  const photo = sharp({ create: { width: 40, height: 20, channels: 3, background: '#c83232' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Licence Cam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '39/1 54/1 2718/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '116/1 23/1 2900/100',
      },
    });
  return (orientation ? photo.withMetadata({ orientation }) : photo).toBuffer();
}

describe('uploaded photos lose their metadata (issue 18)', () => {
  let t: TestApp;
  let uploadDir: string;
  let owner: { authorization: string };

  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ia-upload-metadata-'));
    t = await buildTestApp({ config: { UPLOAD_DIR: uploadDir } });
    owner = (await sandboxLogin(t.app, 'registered')).headers;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  const uploadPhoto = async (purpose: string, bytes: Buffer) => {
    const body = await multipartPayload([
      ['purpose', purpose],
      { name: 'IMG_0001.jpg', type: 'image/jpeg', bytes },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/platform/imageupload',
      payload: body.payload,
      headers: { ...owner, ...body.headers },
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: UploadedFile }).data;
  };
  /** The file on disk, and what the row says of it. */
  const storedFile = async (file: UploadedFile) => {
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, file.id));
    return { row, bytes: fs.readFileSync(path.join(uploadDir, row?.storageKey ?? 'missing')) };
  };

  it('stores a licence photo without its EXIF or GPS position, and serves what it stored', async () => {
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    expect(before.exif?.includes('PhoneMaker')).toBe(true);

    const file = await uploadPhoto('certification', original);
    expect(file.mime).toBe('image/jpeg');
    const { row, bytes } = await storedFile(file);
    const after = await sharp(bytes).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 40, height: 20 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(bytes.includes('PhoneMaker')).toBe(false);
    expect(row).toMatchObject({
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    expect(file.size).toBe(bytes.length);

    const served = await t.app.inject({ url: file.url, headers: owner });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(bytes);
  });

  it('turns a photo upright by its EXIF orientation before dropping the EXIF', async () => {
    const sideways = await phonePhoto(6);
    expect(await sharp(sideways).metadata()).toMatchObject({ width: 40, height: 20, orientation: 6 });

    const file = await uploadPhoto('image', sideways);
    const after = await sharp((await storedFile(file)).bytes).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
  });

  it('refuses an image it cannot decode (415 in the envelope), storing nothing', async () => {
    const body = await multipartPayload([
      ['purpose', 'image'],
      { name: 'broken.jpg', type: 'image/jpeg', bytes: headerOnlyJpeg() },
    ]);
    const before = fs.readdirSync(uploadDir, { recursive: true }).length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/platform/imageupload',
      payload: body.payload,
      headers: { ...owner, ...body.headers },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 41500, msg: '图片已损坏或无法读取，请重新选择图片', data: null });
    expect(fs.readdirSync(uploadDir, { recursive: true }).length).toBe(before);
  });

  it('cleans images sent as base64 too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/platform/imageupload-base64',
      headers: owner,
      payload: {
        image: `data:image/jpeg;base64,${(await phonePhoto(6)).toString('base64')}`,
        purpose: 'image',
      },
    });
    const file = (response.json() as { data: UploadedFile }).data;
    const after = await sharp((await storedFile(file)).bytes).metadata();
    expect(after).toMatchObject({ width: 20, height: 40 });
    expect(after.exif).toBeUndefined();
  });
});
