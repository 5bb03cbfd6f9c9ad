import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals values stored in the database (AES-256-GCM, a fresh IV each time). The key comes from
 * FieldCryptoService.derivedSecret(label), so the one private key outside the repository is the
 * only secret. `context` (e.g. a record's reference) is bound as associated data: a sealed value
 * copied onto another record no longer opens.
 */
export class AtRestCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('AtRestCipher needs a 256-bit key');
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${VERSION}.${iv.toString('base64url')}.${body.toString('base64url')}`;
  }

  /** The plaintext; throws when the value was altered, moved to another context or sealed with another key. */
  open(sealed: string, context: string): string {
    const [version, ivText, bodyText] = sealed.split('.');
    if (version !== VERSION || !ivText || !bodyText) throw new Error('not a sealed value');
    const iv = Buffer.from(ivText, 'base64url');
    const body = Buffer.from(bodyText, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(body.subarray(0, body.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }
}
