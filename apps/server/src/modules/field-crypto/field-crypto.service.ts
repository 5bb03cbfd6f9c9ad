import {
  constants,
  createDecipheriv,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  type KeyObject,
  privateDecrypt,
} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  FIELD_ENCRYPTION_ALGORITHM,
  formatErrorMessage,
  parseSecure,
  SECURE_FIELD,
  SECURE_TAG_BYTES,
} from '@ia/shared';
import type { Config } from '../../config';
import { appError } from '../../lib/app-error';
import { parseSecretList, type SecretKey, SecretRing } from '../../lib/secret-ring';

export const UNDECRYPTABLE_MESSAGE = formatErrorMessage('FIELD_UNDECRYPTABLE');
export const PLAIN_SENSITIVE_MESSAGE = formatErrorMessage('FIELD_NOT_ENCRYPTED');
/** Modulus of a key generated on first start. */
const GENERATED_KEY_BITS = 3072;
const AES_KEY_BYTES = 32;

export interface PublicKeyInfo {
  public_key: string;
  algorithm: typeof FIELD_ENCRYPTION_ALGORITHM;
  key_id: string;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** Where the private key lives when FIELD_KEY_FILE is not set. */
export function defaultFieldKeyFile(dataDir: string): string {
  return path.join(dataDir, 'keys', 'field-encryption.pem');
}

// One test key per process: RSA generation is too slow to repeat for every test app.
let testKey: KeyObject | undefined;

/** What each derived secret is for, and the setting that replaces the derivation (decision 033). */
const SECRET_PURPOSES = {
  'meeting-sessions': 'SESSION_SECRET',
  'learning-sessions': 'SESSION_SECRET',
  'verification-codes': 'CODE_SECRET',
  'drug-safety-reports': 'DRUG_SAFETY_KEY',
} as const;
export type SecretPurpose = keyof typeof SECRET_PURPOSES;
type SecretSetting = (typeof SECRET_PURPOSES)[SecretPurpose];
type KeyConfig = Pick<
  Config,
  | 'NODE_ENV'
  | 'FIELD_KEY_FILE'
  | 'DATA_DIR'
  | 'SESSION_SECRET'
  | 'SESSION_SECRET_FILE'
  | 'CODE_SECRET'
  | 'CODE_SECRET_FILE'
  | 'DRUG_SAFETY_KEY'
  | 'DRUG_SAFETY_KEY_FILE'
>;

function keyIdOf(privateKey: KeyObject): string {
  const spkiDer = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  // The same derivation as packages/shared publicKeyIdFromDer.
  return createHash('sha256').update(spkiDer).digest('base64url').slice(0, 16);
}

function assertRsaPrivate(key: KeyObject): void {
  if (key.type !== 'private' || key.asymmetricKeyType !== 'rsa') {
    throw new Error('FieldCryptoService needs an RSA private key');
  }
}

/**
 * Decrypts the sensitive fields of registration payloads (`secure`, sealed in the browser by
 * packages/shared encryptFields). Holds the RSA private key, which never leaves the server.
 */
export class FieldCryptoService {
  /** The id of the newest key: the one published, which browsers encrypt to. */
  readonly keyId: string;
  private readonly publicKeyPem: string;
  private readonly privateKey: KeyObject;
  /** Every key held, newest first, by id: a payload sealed to an older key still opens. */
  private readonly keysById: Map<string, KeyObject>;

  /**
   * `privateKey` is the newest key; `olderKeys` only decrypt (a browser may still hold an older
   * public key) and derive the older secrets that still open and verify (decision 033).
   */
  constructor(
    privateKey: KeyObject,
    olderKeys: readonly KeyObject[] = [],
    /** Configured secrets per setting, newest first; a purpose without one derives its secret from the keys. */
    private readonly configuredSecrets: Partial<Record<SecretSetting, SecretKey[]>> = {},
  ) {
    for (const key of [privateKey, ...olderKeys]) assertRsaPrivate(key);
    this.privateKey = privateKey;
    this.publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
    this.keyId = keyIdOf(privateKey);
    this.keysById = new Map([privateKey, ...olderKeys].map((key) => [keyIdOf(key), key]));
  }

  /**
   * The keys from FIELD_KEY_FILE (newest first), else from DATA_DIR/keys/field-encryption.pem,
   * generated there on first start (mode 0600). Tests without FIELD_KEY_FILE get an in-memory key
   * and touch no disk. The secrets of SESSION_SECRET, CODE_SECRET and DRUG_SAFETY_KEY (or their
   * files) are read here too, so a bad file stops the start.
   */
  static fromConfig(config: KeyConfig): FieldCryptoService {
    const secrets = configuredSecrets(config);
    if (config.FIELD_KEY_FILE) {
      const [newest, ...older] = config.FIELD_KEY_FILE.split(',')
        .map((file) => file.trim())
        .filter((file) => file !== '')
        .map((file) => readSetting('FIELD_KEY_FILE', file, (text) => createPrivateKey(text)));
      if (!newest) throw new Error('FIELD_KEY_FILE names no file');
      return new FieldCryptoService(newest, older, secrets);
    }
    if (config.NODE_ENV === 'test') {
      testKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      return new FieldCryptoService(testKey, [], secrets);
    }
    return new FieldCryptoService(loadOrCreateKeyFile(defaultFieldKeyFile(config.DATA_DIR)), [], secrets);
  }

  /**
   * The keys of one purpose, newest first. Configured: that setting's keys (HKDF subkeys per
   * purpose, so one SESSION_SECRET serves learning and meetings), followed by the secrets derived
   * from the field keys, which only open and verify what was written before the setting existed.
   * Not configured: the secrets derived from the field keys, newest first, as before.
   */
  secretRing(purpose: SecretPurpose): SecretRing {
    const derived = [...this.keysById].map(([id, key]) => ({
      id: `field-${id}`,
      key: deriveFrom(key, purpose),
    }));
    const configured = this.configuredSecrets[SECRET_PURPOSES[purpose]];
    if (!configured) return new SecretRing(derived);
    return new SecretRing(configured).derive(purpose).withOlder(derived);
  }

  /** GET /crypto/public-key. */
  publicKey(): PublicKeyInfo {
    return { public_key: this.publicKeyPem, algorithm: FIELD_ENCRYPTION_ALGORITHM, key_id: this.keyId };
  }

  /**
   * The object sealed in a `secure` string. Any failure (format, key id, padding, tag, JSON,
   * not an object) is the same VALIDATION_FAILED: a caller learns nothing about which step broke.
   */
  decryptFields(secure: unknown): Record<string, unknown> {
    try {
      const parsed = parseSecure(secure);
      const privateKey = parsed ? this.keysById.get(parsed.keyId) : undefined;
      if (!parsed || !privateKey) throw new Error('malformed or foreign secure');
      // OAEP with SHA-256 only: a PKCS#1 v1.5 block fails here (and Node refuses v1.5 decryption).
      const aesKey = privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        parsed.encryptedKey,
      );
      if (aesKey.length !== AES_KEY_BYTES) throw new Error('wrong AES key length');
      const tagStart = parsed.ciphertext.length - SECURE_TAG_BYTES;
      const decipher = createDecipheriv('aes-256-gcm', aesKey, parsed.iv, {
        authTagLength: SECURE_TAG_BYTES,
      });
      decipher.setAuthTag(parsed.ciphertext.subarray(tagStart));
      const plaintext = Buffer.concat([
        decipher.update(parsed.ciphertext.subarray(0, tagStart)),
        decipher.final(),
      ]);
      const value: unknown = JSON.parse(plaintext.toString('utf8'));
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        throw new Error('not an object');
      return value as Record<string, unknown>;
    } catch {
      throw appError('FIELD_UNDECRYPTABLE');
    }
  }

  /**
   * A request body with its `secure` decrypted and merged in, ready for the route's zod schema.
   * Only `sensitiveKeys` are taken from `secure` (anything else sealed there is dropped), and a
   * body that carries one of them in plain text is refused: they must travel encrypted.
   */
  mergeSecureFields(body: unknown, sensitiveKeys: readonly string[]): Record<string, unknown> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw appError('FIELD_NOT_ENCRYPTED');
    }
    const { [SECURE_FIELD]: secure, ...plain } = body as Record<string, unknown>;
    // An empty form field (`mobile=`) carries nothing sensitive; a filled one must not travel plain.
    const sentPlain = sensitiveKeys.some((key) => !isBlank(plain[key]));
    if (sentPlain || secure === undefined) throw appError('FIELD_NOT_ENCRYPTED');
    const sealed = this.decryptFields(secure);
    const merged: Record<string, unknown> = { ...plain };
    for (const key of sensitiveKeys) {
      if (Object.hasOwn(sealed, key)) merged[key] = sealed[key];
      else delete merged[key];
    }
    return merged;
  }

  /**
   * A 256-bit secret for another purpose (e.g. keying code hashes), derived from the private key
   * with HKDF so the server keeps one secret outside the repository, not several.
   */
  derivedSecret(label: string): Buffer {
    return deriveFrom(this.privateKey, label);
  }
}

function deriveFrom(privateKey: KeyObject, label: string): Buffer {
  const material = privateKey.export({ type: 'pkcs8', format: 'der' });
  return Buffer.from(hkdfSync('sha256', material, 'imaging-academy', label, 32));
}

/** SESSION_SECRET, CODE_SECRET and DRUG_SAFETY_KEY, each from its setting or its file. */
function configuredSecrets(config: KeyConfig): Partial<Record<SecretSetting, SecretKey[]>> {
  const result: Partial<Record<SecretSetting, SecretKey[]>> = {};
  for (const setting of ['SESSION_SECRET', 'CODE_SECRET', 'DRUG_SAFETY_KEY'] as const) {
    const file = config[`${setting}_FILE`];
    if (file) result[setting] = readSetting(`${setting}_FILE`, file, parseSecretList);
    else if (config[setting]) {
      const text = config[setting];
      try {
        result[setting] = parseSecretList(text);
      } catch (error) {
        throw new Error(`${setting}: ${(error as Error).message}`);
      }
    }
  }
  return result;
}

/** Reads a key file named by a setting; an error names the setting and the file (never the contents). */
function readSetting<T>(setting: string, file: string, parse: (text: string) => T): T {
  try {
    return parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new Error(`${setting} (${file}): ${code ? `cannot read it (${code})` : message}`);
  }
}

/**
 * Reads the PEM key file, or creates it with a fresh RSA key. Written exclusively ('wx') so two
 * processes starting together cannot each write their own key: the loser reads the winner's.
 */
function loadOrCreateKeyFile(file: string): KeyObject {
  if (fs.existsSync(file)) return createPrivateKey(fs.readFileSync(file));
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: GENERATED_KEY_BITS });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' });
  try {
    fs.writeFileSync(file, pem, { flag: 'wx', mode: 0o600 });
    return privateKey;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return createPrivateKey(fs.readFileSync(file));
    throw error;
  }
}
