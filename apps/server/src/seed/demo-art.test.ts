import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_BANNERS, DEMO_COVER_TOPICS, DEMO_POSTERS, demoBanner, demoCover, demoPoster } from './demo-art';

const DEMO_MEDIA = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../demo-media');

/** The committed file behind a /media/demo/… address, and its JPEG size read from its header. */
function jpegSize(address: string): { width: number; height: number } {
  const bytes = fs.readFileSync(path.join(DEMO_MEDIA, address.replace('/media/demo/', '')));
  expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  // Walk the segments to the start-of-frame marker (SOF0..SOF2), which holds height and width.
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc2) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error(`${address}: no frame header`);
}

describe('demo art (scripts/make-demo-art.ts)', () => {
  it('has a committed picture of the right size for every name the seed may use', () => {
    for (const topic of DEMO_COVER_TOPICS)
      expect(jpegSize(demoCover(topic))).toEqual({ width: 640, height: 360 });
    for (const name of DEMO_BANNERS) expect(jpegSize(demoBanner(name))).toEqual({ width: 750, height: 320 });
    for (const name of DEMO_POSTERS) expect(jpegSize(demoPoster(name))).toEqual({ width: 750, height: 1200 });
  });

  it('covers differ by topic: no two topics share a picture', () => {
    const files = DEMO_COVER_TOPICS.map((topic) =>
      fs.readFileSync(path.join(DEMO_MEDIA, demoCover(topic).replace('/media/demo/', ''))).toString('base64'),
    );
    expect(new Set(files).size).toBe(DEMO_COVER_TOPICS.length);
  });
});
