import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AtRestCipher } from './at-rest-cipher';

describe('AtRestCipher', () => {
  const cipher = new AtRestCipher(randomBytes(32));

  it('opens what it sealed, and the sealed text hides the plaintext', () => {
    const sealed = cipher.seal('张三 皮疹', 'AE-1');
    expect(sealed).not.toContain('张三');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(cipher.open(sealed, 'AE-1')).toBe('张三 皮疹');
  });

  it('uses a fresh IV each time', () => {
    expect(cipher.seal('same', 'c')).not.toBe(cipher.seal('same', 'c'));
  });

  it('refuses another context, another key and altered text', () => {
    const sealed = cipher.seal('secret', 'AE-1');
    expect(() => cipher.open(sealed, 'AE-2')).toThrow();
    expect(() => new AtRestCipher(randomBytes(32)).open(sealed, 'AE-1')).toThrow();
    const [version, iv, body] = sealed.split('.');
    const bytes = Buffer.from(body ?? '', 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const altered = [version, iv, bytes.toString('base64url')].join('.');
    expect(() => cipher.open(altered, 'AE-1')).toThrow();
  });
});
