/**
 * Encryption of the sensitive registration fields (spec §7 "Security", issue 3): the fields are
 * JSON-encoded and sealed with AES-256-GCM under a fresh random key and IV; the key travels
 * RSA-OAEP-SHA256-encrypted with the server's public key (GET /crypto/public-key).
 *
 * WebCrypto only (`globalThis.crypto.subtle`), so the same code runs in the browser and in
 * Node 20. The server decrypts with node:crypto (apps/server/src/modules/field-crypto).
 *
 * The `secure` string: `v1.<key_id>.<b64 RSA-OAEP(aes key)>.<b64 iv(12)>.<b64 ciphertext+tag>`.
 */

export const SECURE_VERSION = 'v1';
export const FIELD_ENCRYPTION_ALGORITHM = 'RSA-OAEP-256+A256GCM';
export const SECURE_IV_BYTES = 12;
export const SECURE_TAG_BYTES = 16;
/** Longer `secure` strings are refused before any decryption work (a few fields never need more). */
export const SECURE_MAX_LENGTH = 16_384;
const AES_KEY_BITS = 256;
/** RSA moduli we accept: 2048, 3072 and 4096 bits. */
const RSA_CIPHERTEXT_BYTES = [256, 384, 512] as const;
const KEY_ID_LENGTH = 16;

/** The parts of a well-formed `secure` string. */
export interface ParsedSecure {
  version: typeof SECURE_VERSION;
  keyId: string;
  encryptedKey: Uint8Array<ArrayBuffer>;
  iv: Uint8Array<ArrayBuffer>;
  /** AES-GCM ciphertext with the 16-byte tag appended, as WebCrypto produces it. */
  ciphertext: Uint8Array<ArrayBuffer>;
}

const KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function subtle(): typeof globalThis.crypto.subtle {
  const crypto = globalThis.crypto;
  if (!crypto?.subtle) throw new Error('WebCrypto is not available (a secure context is required)');
  return crypto.subtle;
}

/** Standard base64 of bytes (btoa works in browsers and Node 20). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return btoa(binary);
}

/** Strict standard base64 to bytes; null when the text is not canonical base64. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!BASE64_PATTERN.test(text)) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The DER bytes of a PEM block of the given label (e.g. 'PUBLIC KEY'). */
export function pemToDer(pem: string, label = 'PUBLIC KEY'): Uint8Array<ArrayBuffer> {
  const match = new RegExp(`-----BEGIN ${label}-----([\\s\\S]+?)-----END ${label}-----`).exec(pem);
  const der = match?.[1] ? base64ToBytes(match[1].replace(/\s+/g, '')) : null;
  if (!der) throw new Error(`Not a PEM-encoded ${label}`);
  return der;
}

function toBase64Url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The key id of an SPKI public key: the first 16 characters of base64url(SHA-256(DER)).
 * The server derives the same id, so a `secure` string sealed for a rotated key is recognised.
 */
export async function publicKeyIdFromDer(spkiDer: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await subtle().digest('SHA-256', spkiDer));
  return toBase64Url(digest).slice(0, KEY_ID_LENGTH);
}

/** The key id of a PEM-encoded SPKI public key (see publicKeyIdFromDer). */
export function publicKeyId(publicKeyPem: string): Promise<string> {
  return publicKeyIdFromDer(pemToDer(publicKeyPem));
}

/**
 * Seals `fields` for the server: returns the `secure` string. Every call uses a fresh AES key
 * and IV. The key id is derived from the public key unless given (GET /crypto/public-key
 * answers both).
 */
export async function encryptFields(publicKeyPem: string, fields: Record<string, unknown>): Promise<string>;
export async function encryptFields(
  publicKeyPem: string,
  keyId: string,
  fields: Record<string, unknown>,
): Promise<string>;
export async function encryptFields(
  publicKeyPem: string,
  keyIdOrFields: string | Record<string, unknown>,
  maybeFields?: Record<string, unknown>,
): Promise<string> {
  const spki = pemToDer(publicKeyPem);
  const keyId = typeof keyIdOrFields === 'string' ? keyIdOrFields : await publicKeyIdFromDer(spki);
  const fields = typeof keyIdOrFields === 'string' ? maybeFields : keyIdOrFields;
  if (!KEY_ID_PATTERN.test(keyId)) throw new Error('Invalid key id');
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
    throw new Error('encryptFields needs an object of fields');
  }

  const crypto = subtle();
  const rsaKey = await crypto.importKey('spki', spki, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const aesKey = await crypto.generateKey({ name: 'AES-GCM', length: AES_KEY_BITS }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(SECURE_IV_BYTES));
  const plaintext = new TextEncoder().encode(JSON.stringify(fields));
  const ciphertext = await crypto.encrypt(
    { name: 'AES-GCM', iv, tagLength: SECURE_TAG_BYTES * 8 },
    aesKey,
    plaintext,
  );
  const rawKey = await crypto.exportKey('raw', aesKey);
  const encryptedKey = await crypto.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawKey);
  return [
    SECURE_VERSION,
    keyId,
    bytesToBase64(new Uint8Array(encryptedKey)),
    bytesToBase64(iv),
    bytesToBase64(new Uint8Array(ciphertext)),
  ].join('.');
}

/**
 * Splits a `secure` string and checks its shape (version, key id, canonical base64, an RSA-sized
 * key block, a 12-byte IV, a ciphertext at least as long as the tag). Null when malformed;
 * it decrypts nothing.
 */
export function parseSecure(secure: unknown): ParsedSecure | null {
  if (typeof secure !== 'string' || secure.length > SECURE_MAX_LENGTH) return null;
  const parts = secure.split('.');
  if (parts.length !== 5) return null;
  const [version, keyId, keyPart, ivPart, ciphertextPart] = parts as [string, string, string, string, string];
  if (version !== SECURE_VERSION || !KEY_ID_PATTERN.test(keyId)) return null;
  const encryptedKey = base64ToBytes(keyPart);
  const iv = base64ToBytes(ivPart);
  const ciphertext = base64ToBytes(ciphertextPart);
  if (!encryptedKey || !iv || !ciphertext) return null;
  if (!(RSA_CIPHERTEXT_BYTES as readonly number[]).includes(encryptedKey.length)) return null;
  if (iv.length !== SECURE_IV_BYTES || ciphertext.length < SECURE_TAG_BYTES) return null;
  return { version: SECURE_VERSION, keyId, encryptedKey, iv, ciphertext };
}
