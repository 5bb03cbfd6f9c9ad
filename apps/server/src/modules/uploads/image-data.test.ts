import { UPLOAD_MAX_SIZE_BYTES } from '@ia/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { decodeBase64Image, sniffImage } from './image-data';
import { HTML_PAGE, SHELL_SCRIPT, SVG_IMAGE, tinyGif, tinyJpeg, tinyPng } from './test-images';

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
