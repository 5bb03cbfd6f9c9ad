import { constants, createCipheriv, generateKeyPairSync, type KeyObject, publicEncrypt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bytesToBase64, encryptFields, parseSecure, publicKeyId } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import {
  defaultFieldKeyFile,
  FieldCryptoService,
  PLAIN_SENSITIVE_MESSAGE,
  UNDECRYPTABLE_MESSAGE,
} from './field-crypto.service';

let privateKey: KeyObject;
let service: FieldCryptoService;
let publicKeyPem = '';

function refusal(work: () => unknown): AppError {
  try {
    work();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

/** A `secure` string built by hand, to produce what encryptFields never would. */
function handmade(options: {
  keyId?: string;
  padding?: number;
  aesKey?: Buffer;
  plaintext?: string;
  tamper?: boolean;
}): string {
  const aesKey = options.aesKey ?? Buffer.alloc(32, 7);
  const iv = Buffer.alloc(12, 1);
  // A wrong-length key still needs a valid body, so seal that with a 32-byte key.
  const cipher = createCipheriv('aes-256-gcm', aesKey.length === 32 ? aesKey : Buffer.alloc(32, 7), iv);
  const body = Buffer.concat([cipher.update(options.plaintext ?? '{"name":"x"}', 'utf8'), cipher.final()]);
  const sealed = Buffer.concat([body, cipher.getAuthTag()]);
  if (options.tamper) sealed[0] = (sealed[0] ?? 0) ^ 1;
  const encryptedKey = publicEncrypt(
    {
      key: publicKeyPem,
      padding: options.padding ?? constants.RSA_PKCS1_OAEP_PADDING,
      ...(options.padding === undefined ? { oaepHash: 'sha256' } : {}),
    },
    aesKey,
  );
  return ['v1', options.keyId ?? service.keyId, encryptedKey, iv, sealed]
    .map((part) => (typeof part === 'string' ? part : bytesToBase64(part)))
    .join('.');
}

describe('FieldCryptoService', () => {
  beforeAll(() => {
    privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    service = new FieldCryptoService(privateKey);
    publicKeyPem = service.publicKey().public_key;
  });

  it('serves the SPKI public key with the same key id the browser derives', async () => {
    const info = service.publicKey();
    expect(info.public_key).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    expect(info.algorithm).toBe('RSA-OAEP-256+A256GCM');
    expect(info.key_id).toBe(await publicKeyId(info.public_key));
    expect(JSON.stringify(info)).not.toContain('PRIVATE');
  });

  it('decrypts what encryptFields sealed', async () => {
    const fields = { name: '李明', mobile: '13800138000', email: 'li@hospital.cn' };
    expect(service.decryptFields(await encryptFields(publicKeyPem, fields))).toEqual(fields);
    expect(service.decryptFields(handmade({}))).toEqual({ name: 'x' });
  });

  it('refuses every broken input with the same VALIDATION_FAILED message', async () => {
    const good = await encryptFields(publicKeyPem, { name: 'x' });
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
      type: 'spki',
      format: 'pem',
    });
    const forOtherKey = await encryptFields(otherKey.toString(), service.keyId, { name: 'x' });
    const parts = good.split('.');
    const tamperedIv = [...parts.slice(0, 3), bytesToBase64(new Uint8Array(12)), parts[4]].join('.');
    const cases: unknown[] = [
      undefined,
      null,
      123,
      { secure: good },
      '',
      'v1.abc',
      good.replace(/^v1/, 'v0'),
      forOtherKey,
      handmade({ keyId: 'unknownKeyId0000' }),
      handmade({ padding: constants.RSA_PKCS1_PADDING }),
      handmade({ tamper: true }),
      handmade({ aesKey: Buffer.alloc(16, 7) }),
      handmade({ plaintext: 'not json' }),
      handmade({ plaintext: '[1,2]' }),
      handmade({ plaintext: '"text"' }),
      handmade({ plaintext: 'null' }),
      tamperedIv,
    ];
    for (const input of cases) {
      const error = refusal(() => service.decryptFields(input));
      expect(error.code, String(input).slice(0, 30)).toBe(40000);
      expect(error.message).toBe(UNDECRYPTABLE_MESSAGE);
    }
  });

  it('a PKCS#1 v1.5 key block is well-formed but never decrypts', () => {
    const secure = handmade({ padding: constants.RSA_PKCS1_PADDING });
    expect(parseSecure(secure)).not.toBeNull();
    expect(refusal(() => service.decryptFields(secure)).message).toBe(UNDECRYPTABLE_MESSAGE);
  });

  it('merges only the sensitive keys from secure and refuses them in plain text', async () => {
    const secure = await encryptFields(publicKeyPem, { name: '李明', mobile: '13800138000', role: 'admin' });
    expect(
      service.mergeSecureFields({ secure, code: '123456', mobile: undefined }, ['name', 'mobile']),
    ).toEqual({
      name: '李明',
      mobile: '13800138000',
      code: '123456',
    });
    expect(service.mergeSecureFields({ secure, department: 'x', email: '' }, ['name', 'email'])).toEqual({
      name: '李明',
      department: 'x',
    });
    for (const body of [{ secure, mobile: '13800138000' }, { code: '1' }, null, 'text', [secure]]) {
      expect(refusal(() => service.mergeSecureFields(body, ['name', 'mobile'])).message).toBe(
        PLAIN_SENSITIVE_MESSAGE,
      );
    }
    expect(refusal(() => service.mergeSecureFields({ secure: 'x' }, ['name'])).message).toBe(
      UNDECRYPTABLE_MESSAGE,
    );
  });

  it('derives stable, label-bound secrets from the key', () => {
    const again = new FieldCryptoService(privateKey);
    expect(again.derivedSecret('codes')).toEqual(service.derivedSecret('codes'));
    expect(service.derivedSecret('codes')).not.toEqual(service.derivedSecret('other'));
    expect(service.derivedSecret('codes')).toHaveLength(32);
  });

  it('refuses a key that is not an RSA private key', () => {
    expect(() => new FieldCryptoService(generateKeyPairSync('ed25519').privateKey)).toThrow(
      /RSA private key/,
    );
    expect(
      () => new FieldCryptoService(generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey),
    ).toThrow();
  });
});

describe('FieldCryptoService.fromConfig', () => {
  let dir = '';
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ia-field-key-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('generates the key in DATA_DIR/keys on first start (mode 0600) and reuses it', () => {
    const config = { NODE_ENV: 'development' as const, FIELD_KEY_FILE: undefined, DATA_DIR: dir };
    const first = FieldCryptoService.fromConfig(config);
    const file = defaultFieldKeyFile(dir);
    expect(file).toBe(path.join(dir, 'keys', 'field-encryption.pem'));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(FieldCryptoService.fromConfig(config).keyId).toBe(first.keyId);
  }, 30_000);

  it('reads FIELD_KEY_FILE when set', () => {
    const file = path.join(dir, 'configured.pem');
    fs.writeFileSync(file, privateKey.export({ type: 'pkcs1', format: 'pem' }), { mode: 0o600 });
    const loaded = FieldCryptoService.fromConfig({
      NODE_ENV: 'production',
      FIELD_KEY_FILE: file,
      DATA_DIR: dir,
    });
    expect(loaded.keyId).toBe(new FieldCryptoService(privateKey).keyId);
  });

  it('reads a secret from its _FILE, and names the file (never the secret) when it is wrong', () => {
    const file = path.join(dir, 'session-secret');
    fs.writeFileSync(
      file,
      `# rotated 2026-11\ns2:${Buffer.alloc(32, 2).toString('base64')}\ns1:${Buffer.alloc(32, 1).toString('base64')}\n`,
    );
    const base = { NODE_ENV: 'test' as const, FIELD_KEY_FILE: undefined, DATA_DIR: dir };
    const ring = FieldCryptoService.fromConfig({ ...base, SESSION_SECRET_FILE: file }).secretRing(
      'learning-sessions',
    );
    expect(ring.keys.map((key) => key.id).slice(0, 2)).toEqual(['s2', 's1']);
    // After the configured keys, the one derived from the field key: tokens signed before still verify.
    expect(ring.keys[2]?.id).toMatch(/^field-/);
    fs.writeFileSync(file, 's1:dG9vIHNob3J0');
    expect(() => FieldCryptoService.fromConfig({ ...base, SESSION_SECRET_FILE: file })).toThrow(
      /SESSION_SECRET_FILE \(.*session-secret\): key "s1": the secret has 9 bytes/,
    );
    expect(() =>
      FieldCryptoService.fromConfig({ ...base, FIELD_KEY_FILE: `${path.join(dir, 'missing.pem')}` }),
    ).toThrow(/FIELD_KEY_FILE \(.*missing\.pem\): cannot read it \(ENOENT\)/);
  });

  it('uses one in-memory key per process in tests and writes nothing', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'ia-field-key-test-'));
    const config = { NODE_ENV: 'test' as const, FIELD_KEY_FILE: undefined, DATA_DIR: empty };
    expect(FieldCryptoService.fromConfig(config).keyId).toBe(FieldCryptoService.fromConfig(config).keyId);
    expect(fs.readdirSync(empty)).toEqual([]);
    fs.rmSync(empty, { recursive: true });
  });
});
