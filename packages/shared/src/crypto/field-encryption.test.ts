import { createHash, generateKeyPairSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  base64ToBytes,
  bytesToBase64,
  encryptFields,
  type ParsedSecure,
  parseSecure,
  pemToDer,
  publicKeyId,
} from './field-encryption';

const { subtle } = globalThis.crypto;

let publicKeyPem = '';
let privateKeyPkcs8 = new Uint8Array();

/** What the server does, written with WebCrypto so the test does not reuse the code under test. */
async function decrypt(parsed: ParsedSecure): Promise<unknown> {
  const rsa = await subtle.importKey('pkcs8', privateKeyPkcs8, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'decrypt',
  ]);
  const rawKey = await subtle.decrypt({ name: 'RSA-OAEP' }, rsa, parsed.encryptedKey);
  const aes = await subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
  const plaintext = await subtle.decrypt({ name: 'AES-GCM', iv: parsed.iv }, aes, parsed.ciphertext);
  return JSON.parse(new TextDecoder().decode(plaintext));
}

function mustParse(secure: string): ParsedSecure {
  const parsed = parseSecure(secure);
  if (!parsed) throw new Error(`not a secure string: ${secure}`);
  return parsed;
}

describe('field encryption', () => {
  beforeAll(() => {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    publicKeyPem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    privateKeyPkcs8 = new Uint8Array(pair.privateKey.export({ type: 'pkcs8', format: 'der' }));
  });

  it('round-trips the fields through RSA-OAEP-SHA256 and AES-256-GCM', async () => {
    const fields = { name: '张医生', mobile: '13800138000', nested: { a: [1, 2] } };
    const secure = await encryptFields(publicKeyPem, fields);
    expect(secure).toMatch(/^v1\.[\w-]{16}\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]{16}\.[A-Za-z0-9+/=]+$/);
    const parsed = mustParse(secure);
    expect(parsed.encryptedKey).toHaveLength(256);
    expect(parsed.iv).toHaveLength(12);
    expect(await decrypt(parsed)).toEqual(fields);
  });

  it('derives the key id from the SPKI (first 16 chars of base64url SHA-256)', async () => {
    const expected = createHash('sha256').update(pemToDer(publicKeyPem)).digest('base64url').slice(0, 16);
    expect(await publicKeyId(publicKeyPem)).toBe(expected);
    expect(mustParse(await encryptFields(publicKeyPem, { a: 1 })).keyId).toBe(expected);
    expect(mustParse(await encryptFields(publicKeyPem, 'given-key_id', { a: 1 })).keyId).toBe('given-key_id');
  });

  it('uses a fresh key and IV on every call', async () => {
    const first = mustParse(await encryptFields(publicKeyPem, { name: 'x' }));
    const second = mustParse(await encryptFields(publicKeyPem, { name: 'x' }));
    expect(bytesToBase64(first.iv)).not.toBe(bytesToBase64(second.iv));
    expect(bytesToBase64(first.encryptedKey)).not.toBe(bytesToBase64(second.encryptedKey));
    expect(bytesToBase64(first.ciphertext)).not.toBe(bytesToBase64(second.ciphertext));
  });

  it('fails to decrypt a tampered ciphertext, tag or IV', async () => {
    const parsed = mustParse(await encryptFields(publicKeyPem, { name: 'x' }));
    const flip = (bytes: Uint8Array<ArrayBuffer>, index: number) => {
      const copy = new Uint8Array(bytes);
      copy[index] = (copy[index] ?? 0) ^ 1;
      return copy;
    };
    await expect(decrypt({ ...parsed, ciphertext: flip(parsed.ciphertext, 0) })).rejects.toThrow();
    await expect(
      decrypt({ ...parsed, ciphertext: flip(parsed.ciphertext, parsed.ciphertext.length - 1) }),
    ).rejects.toThrow();
    await expect(decrypt({ ...parsed, iv: flip(parsed.iv, 3) })).rejects.toThrow();
    await expect(decrypt(parsed)).resolves.toEqual({ name: 'x' });
  });

  it('refuses to encrypt without a PEM public key or an object of fields', async () => {
    await expect(encryptFields('not a key', { a: 1 })).rejects.toThrow(/PEM/);
    await expect(encryptFields(publicKeyPem, 'bad.id', { a: 1 })).rejects.toThrow(/key id/);
    await expect(encryptFields(publicKeyPem, 'id', undefined as never)).rejects.toThrow(/object/);
  });

  it('parseSecure rejects malformed strings', async () => {
    const good = await encryptFields(publicKeyPem, { a: 1 });
    const [version, keyId, key, iv, ciphertext] = good.split('.') as [string, string, string, string, string];
    const join = (...parts: string[]) => parts.join('.');
    expect(parseSecure(good)).not.toBeNull();
    for (const bad of [
      undefined,
      42,
      '',
      'v1',
      join('v2', keyId, key, iv, ciphertext),
      join(version, 'bad id!', key, iv, ciphertext),
      join(version, keyId, key, iv),
      join(version, keyId, key, iv, ciphertext, 'extra'),
      join(version, keyId, 'AAAA', iv, ciphertext),
      join(version, keyId, key, bytesToBase64(new Uint8Array(16)), ciphertext),
      join(version, keyId, key, iv, bytesToBase64(new Uint8Array(8))),
      join(version, keyId, key, iv, `${ciphertext.slice(0, -4)}@@@@`),
      join(version, keyId, key, iv, 'A'.repeat(20_000)),
    ]) {
      expect(parseSecure(bad), String(bad).slice(0, 40)).toBeNull();
    }
  });

  it('base64 helpers are strict and reversible', () => {
    const bytes = new Uint8Array(40_000).map((_, index) => index % 256);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
    expect(base64ToBytes('abc')).toBeNull();
    expect(base64ToBytes('ab-_')).toBeNull();
  });
});
