import { describe, expect, it } from 'vitest';
import { hasUnstorableCharacter, replaceUnstorableCharacters } from './storable-text';

describe('storable text', () => {
  it('finds U+0000 and lone surrogates, and lets whole pairs pass', () => {
    expect(hasUnstorableCharacter('a\u0000b')).toBe(true);
    expect(hasUnstorableCharacter('a\ud800b')).toBe(true);
    expect(hasUnstorableCharacter('\udfff')).toBe(true);
    expect(hasUnstorableCharacter('end\ud83d')).toBe(true);
    expect(hasUnstorableCharacter('肺结节 😀')).toBe(false);
  });

  it('replaces every one of them, keeping whole pairs', () => {
    expect(replaceUnstorableCharacters('a\u0000b\ud800c😀\udc00', '')).toBe('abc😀');
    expect(replaceUnstorableCharacters('a\u0000\ud800', '\ufffd')).toBe('a\ufffd\ufffd');
  });
});
