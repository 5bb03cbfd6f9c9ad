import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { SecretRing } from '../../lib/secret-ring';

/** v1 carried no key id (one key, derived from the field key); v2 names the key that sealed it. */
const LEGACY_VERSION = 'v1';
const VERSION = 'v2';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals values stored in the database (AES-256-GCM, a fresh IV each time) with the newest key of
 * its ring, and opens them with the key their id names, so a rotated key still opens what the
 * older ones sealed (decision 033). `context` (e.g. a record's reference) is bound as associated
 * data: a sealed value copied onto another record no longer opens.
 */
export class AtRestCipher {
  private readonly ring: SecretRing;

  constructor(keys: Buffer | SecretRing) {
    this.ring = SecretRing.of(keys);
    for (const { key } of this.ring.keys) {
      if (key.length !== 32) throw new Error('AtRestCipher needs 256-bit keys');
    }
  }

  seal(plaintext: string, context: string): string {
    const { id, key } = this.ring.current;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${VERSION}.${id}.${iv.toString('base64url')}.${body.toString('base64url')}`;
  }

  /** The plaintext; throws when the value was altered, moved to another context or sealed with an unknown key. */
  open(sealed: string, context: string): string {
    const parts = sealed.split('.');
    if (parts[0] === VERSION && parts.length === 4) {
      const entry = this.ring.byId(parts[1] as string);
      if (!entry) throw new Error('sealed with a key this server does not hold');
      return openWith(entry.key, parts[2] as string, parts[3] as string, context);
    }
    if (parts[0] === LEGACY_VERSION && parts.length === 3) {
      // Sealed before keys had ids: whichever key of the ring opens it (GCM's tag tells).
      for (const { key } of this.ring.keys) {
        try {
          return openWith(key, parts[1] as string, parts[2] as string, context);
        } catch {
          // the next key
        }
      }
      throw new Error('no key of this server opens the value');
    }
    throw new Error('not a sealed value');
  }
}

function openWith(key: Buffer, ivText: string, bodyText: string, context: string): string {
  if (!ivText || !bodyText) throw new Error('not a sealed value');
  const iv = Buffer.from(ivText, 'base64url');
  const body = Buffer.from(bodyText, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(body.subarray(0, body.length - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
