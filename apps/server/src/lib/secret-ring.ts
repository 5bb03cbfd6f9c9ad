import { hkdfSync } from 'node:crypto';

/** One symmetric key of a ring: `id` travels with what it sealed or signed. */
export interface SecretKey {
  id: string;
  key: Buffer;
}

const KEY_ID = /^[A-Za-z0-9_-]{1,24}$/;
const MIN_SECRET_BYTES = 32;

/**
 * The keys of one purpose, newest first: the first seals and signs, every one opens and verifies,
 * so a rotated key keeps reading what the older ones wrote (decision 033).
 */
export class SecretRing {
  readonly keys: readonly SecretKey[];

  constructor(keys: readonly SecretKey[]) {
    if (keys.length === 0) throw new Error('a secret ring needs at least one key');
    const ids = new Set(keys.map((entry) => entry.id));
    if (ids.size !== keys.length) throw new Error('the keys of a ring need distinct ids');
    this.keys = keys;
  }

  /** A ring of one key (tests, and callers that hold a single secret). */
  static of(secret: Buffer | SecretRing, id = 'k'): SecretRing {
    return secret instanceof SecretRing ? secret : new SecretRing([{ id, key: secret }]);
  }

  get current(): SecretKey {
    return this.keys[0] as SecretKey;
  }

  byId(id: string): SecretKey | undefined {
    return this.keys.find((entry) => entry.id === id);
  }

  /** The same ring, each key replaced by a 256-bit HKDF subkey for `label` (one secret, several uses). */
  derive(label: string): SecretRing {
    return new SecretRing(
      this.keys.map(({ id, key }) => ({
        id,
        key: Buffer.from(hkdfSync('sha256', key, 'imaging-academy', label, 32)),
      })),
    );
  }

  /** This ring followed by `older` keys (decrypt and verify only), skipping ids already present. */
  withOlder(older: readonly SecretKey[]): SecretRing {
    const ids = new Set(this.keys.map((entry) => entry.id));
    return new SecretRing([...this.keys, ...older.filter((entry) => !ids.has(entry.id))]);
  }
}

/**
 * Parses a secret setting: `id:secret` entries, newest first, separated by commas or new lines;
 * each secret base64 (or base64url) of at least 32 bytes, e.g. `2026-11:$(openssl rand -base64 32)`.
 * Throws an Error whose message names the problem without repeating any secret.
 */
export function parseSecretList(text: string): SecretKey[] {
  const entries = text
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && !entry.startsWith('#'));
  if (entries.length === 0) throw new Error('no key given; expected id:base64-secret');
  const keys = entries.map((entry, index) => {
    const colon = entry.indexOf(':');
    const id = colon > 0 ? entry.slice(0, colon) : '';
    const encoded = colon > 0 ? entry.slice(colon + 1) : '';
    if (!KEY_ID.test(id)) {
      throw new Error(`key ${index + 1}: expected id:base64-secret, the id 1-24 letters, digits, _ or -`);
    }
    if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded)) throw new Error(`key "${id}": the secret is not base64`);
    const key = Buffer.from(encoded.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (key.length < MIN_SECRET_BYTES) {
      throw new Error(
        `key "${id}": the secret has ${key.length} bytes; at least ${MIN_SECRET_BYTES} are needed`,
      );
    }
    return { id, key };
  });
  if (new Set(keys.map((entry) => entry.id)).size !== keys.length) throw new Error('two keys share an id');
  return keys;
}
