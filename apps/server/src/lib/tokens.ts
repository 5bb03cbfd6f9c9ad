import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random session token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores in place of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
