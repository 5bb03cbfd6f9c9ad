import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretRing } from '../../lib/secret-ring';
import { AtRestCipher } from './at-rest-cipher';

describe('AtRestCipher', () => {
  const cipher = new AtRestCipher(randomBytes(32));

  it('opens what it sealed, and the sealed text names its key and hides the plaintext', () => {
    const sealed = cipher.seal('张三 皮疹', 'AE-1');
    expect(sealed).not.toContain('张三');
    expect(sealed.startsWith('v2.k.')).toBe(true);
    expect(cipher.open(sealed, 'AE-1')).toBe('张三 皮疹');
  });

  it('uses a fresh IV each time', () => {
    expect(cipher.seal('same', 'c')).not.toBe(cipher.seal('same', 'c'));
  });

  it('refuses another context, another key and altered text', () => {
    const sealed = cipher.seal('secret', 'AE-1');
    expect(() => cipher.open(sealed, 'AE-2')).toThrow();
    expect(() => new AtRestCipher(randomBytes(32)).open(sealed, 'AE-1')).toThrow();
    const [version, id, iv, body] = sealed.split('.');
    const bytes = Buffer.from(body ?? '', 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const altered = [version, id, iv, bytes.toString('base64url')].join('.');
    expect(() => cipher.open(altered, 'AE-1')).toThrow();
  });

  it('after a rotation seals with the newest key and still opens what the old key sealed', () => {
    const old = { id: '2026a', key: randomBytes(32) };
    const sealedBefore = new AtRestCipher(new SecretRing([old])).seal('旧报告', 'AE-9');
    const rotated = new AtRestCipher(new SecretRing([{ id: '2026b', key: randomBytes(32) }, old]));
    expect(rotated.open(sealedBefore, 'AE-9')).toBe('旧报告');
    const sealedAfter = rotated.seal('新报告', 'AE-9');
    expect(sealedAfter.startsWith('v2.2026b.')).toBe(true);
    expect(rotated.open(sealedAfter, 'AE-9')).toBe('新报告');
    // A node that has not been given the new key yet cannot open the new value, and says so.
    expect(() => new AtRestCipher(new SecretRing([old])).open(sealedAfter, 'AE-9')).toThrow(/does not hold/);
  });

  it('opens values sealed before keys had ids (v1) with whichever key of the ring fits', () => {
    const legacyKey = randomBytes(32);
    const iv = randomBytes(12);
    const c = createCipheriv('aes-256-gcm', legacyKey, iv, { authTagLength: 16 });
    c.setAAD(Buffer.from('AE-3'));
    const body = Buffer.concat([c.update('legacy', 'utf8'), c.final(), c.getAuthTag()]);
    const v1 = `v1.${iv.toString('base64url')}.${body.toString('base64url')}`;
    const ring = new SecretRing([
      { id: 'new', key: randomBytes(32) },
      { id: 'field-x', key: legacyKey },
    ]);
    expect(new AtRestCipher(ring).open(v1, 'AE-3')).toBe('legacy');
    expect(() => new AtRestCipher(randomBytes(32)).open(v1, 'AE-3')).toThrow();
  });
});
