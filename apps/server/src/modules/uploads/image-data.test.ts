import { crc32 } from 'node:zlib';
import { UPLOAD_MAX_SIZE_BYTES } from '@ia/shared';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { cleanImage, decodeBase64Image, sniffImage } from './image-data';
import {
  HTML_PAGE,
  headerOnlyJpeg,
  SHELL_SCRIPT,
  SVG_IMAGE,
  tinyGif,
  tinyJpeg,
  tinyPng,
} from './test-images';

async function refusal(promise: Promise<unknown>): Promise<{ name: string; code: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { name: error.name, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('sniffImage', () => {
  it('recognises PNG, JPEG and GIF by their bytes and picks the stored extension', async () => {
    await expect(sniffImage(tinyPng())).resolves.toEqual({ mime: 'image/png', ext: 'png' });
    await expect(sniffImage(tinyJpeg())).resolves.toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    await expect(sniffImage(tinyGif())).resolves.toEqual({ mime: 'image/gif', ext: 'gif' });
  });

  it('refuses scripts, HTML, SVG, other file types and empty files as unsupported', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
    for (const bytes of [SHELL_SCRIPT, HTML_PAGE, SVG_IMAGE, pdf, Buffer.alloc(0)]) {
      expect(await refusal(sniffImage(bytes))).toMatchObject({
        code: 41500,
        message: '仅支持 JPG、PNG、WEBP、GIF 图片',
      });
    }
  });

  it('refuses more than the size limit, even for a real image', async () => {
    expect(await refusal(sniffImage(tinyPng(UPLOAD_MAX_SIZE_BYTES)))).toMatchObject({
      code: 41300,
      message: '图片不能超过 5000KB',
    });
  });
});

describe('decodeBase64Image', () => {
  const png = tinyPng();

  it('accepts a data URL or bare base64, whatever type the data URL claims', () => {
    expect(decodeBase64Image(`data:image/png;base64,${png.toString('base64')}`)).toEqual(png);
    expect(decodeBase64Image(`data:text/html;base64,${png.toString('base64')}`)).toEqual(png);
    expect(decodeBase64Image(png.toString('base64'))).toEqual(png);
    expect(decodeBase64Image(png.toString('base64').replace(/=+$/, ''))).toEqual(png);
  });

  it('refuses data URLs without base64 and text that is not base64', () => {
    expect(() => decodeBase64Image('data:image/png,abc')).toThrow('图片数据格式有误');
    expect(() => decodeBase64Image('not base64 at all!')).toThrow('图片数据格式有误');
    expect(() => decodeBase64Image('abcde')).toThrow('图片数据格式有误');
  });

  it('allows exactly the size limit and refuses one byte more', () => {
    expect(decodeBase64Image(Buffer.alloc(UPLOAD_MAX_SIZE_BYTES).toString('base64')).length).toBe(
      UPLOAD_MAX_SIZE_BYTES,
    );
    expect(() => decodeBase64Image(Buffer.alloc(UPLOAD_MAX_SIZE_BYTES + 1).toString('base64'))).toThrow(
      '图片不能超过 5000KB',
    );
  });
});

describe('cleanImage', () => {
  const withExif = (image: Sharp) =>
    image
      .withExif({
        IFD0: { Make: 'PhoneMaker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 2718/100' },
      })
      .toBuffer();
  const clean = async (bytes: Buffer) => cleanImage(bytes, await sniffImage(bytes));

  it('keeps each still format, drops EXIF, XMP and ICC, and turns the pixels upright', async () => {
    const base = () => sharp({ create: { width: 6, height: 3, channels: 3, background: '#3366cc' } });
    const inputs = {
      jpeg: await withExif(base().jpeg().withIccProfile('p3').withMetadata({ orientation: 6 })),
      png: await withExif(base().png().withMetadata({ orientation: 6 })),
      webp: await withExif(base().webp().withMetadata({ orientation: 6 })),
    };
    for (const [format, input] of Object.entries(inputs)) {
      const before = await sharp(input).metadata();
      expect([before.exif === undefined, before.orientation], format).toEqual([false, 6]);
      if (format === 'jpeg') expect(before.icc).toBeDefined();
      const out = await sharp(await clean(input)).metadata();
      expect(out, format).toMatchObject({ format, width: 3, height: 6 });
      expect([out.exif, out.xmp, out.icc, out.orientation], format).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    }
  });

  it('keeps an animated GIF animated, with its delays and loop', async () => {
    const frames = Buffer.alloc(4 * 12 * 3, 0).map((_, index) => (index * 37) % 256);
    const gif = await sharp(frames, { raw: { width: 4, height: 12, channels: 3, pageHeight: 4 } })
      .gif({ delay: [100, 200, 300], loop: 0 })
      .toBuffer();
    expect(await sharp(await clean(gif)).metadata()).toMatchObject({
      format: 'gif',
      pages: 3,
      delay: [100, 200, 300],
      loop: 0,
    });
  });

  it('refuses an image that cannot be decoded, and one with too many pixels before decoding it', async () => {
    expect(await refusal(clean(headerOnlyJpeg()))).toMatchObject({
      code: 41500,
      message: '图片已损坏或无法读取，请重新选择图片',
    });
    // A PNG whose header claims 10 000 × 10 000 pixels (100 megapixels) in a few bytes.
    const bomb = Buffer.from(tinyPng());
    bomb.writeUInt32BE(10_000, 16);
    bomb.writeUInt32BE(10_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect(await refusal(clean(bomb))).toMatchObject({
      code: 41300,
      message: '图片分辨率过高（最多 50 百万像素），请缩小后再上传',
    });
  });
});
