import { describe, expect, it } from 'vitest';
import { byteRange } from './uploads.routes';
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

describe('byteRange', () => {
  it('reads one range, open-ended and suffix ranges included', () => {
    expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('sends the whole file for no, several or malformed ranges, and refuses one past the end', () => {
    expect(byteRange(undefined, 1000)).toBeNull();
    expect(byteRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(byteRange('items=0-1', 1000)).toBeNull();
    expect(byteRange('bytes=50-10', 1000)).toBeNull();
    expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });
});
