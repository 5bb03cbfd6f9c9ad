import { describe, expect, it } from 'vitest';
import { isMp4Head } from './uploads.service';

const head = (box: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(box, 'latin1')]);

describe('isMp4Head', () => {
  it('accepts the ftyp brands browsers play as MP4', () => {
    for (const brand of ['isom', 'iso2', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash']) {
      expect(isMp4Head(head(`ftyp${brand}`)), brand).toBe(true);
    }
  });

  it('refuses QuickTime, HEIF images, other files and short heads', () => {
    for (const brand of ['qt  ', 'heic', 'mif1', 'avif', 'M4A ']) {
      expect(isMp4Head(head(`ftyp${brand}`)), brand).toBe(false);
    }
    expect(isMp4Head(Buffer.from('<!doctype html><html>'))).toBe(false);
    expect(isMp4Head(head('ftyp'))).toBe(false);
  });
});
