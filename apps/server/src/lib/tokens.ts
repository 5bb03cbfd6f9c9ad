import { hash, randomBytes } from 'node:crypto';

/** A 256-bit random session token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database stores in place of a token. Every signed-in request hashes its token to find its
 * cached session: the one-shot `hash` costs a third of a Hash object's create-update-digest.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
