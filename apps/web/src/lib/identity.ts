import { IDENTITY_STORAGE_KEYS, type WechatIdentity } from '@ia/shared';
import { localStore } from './storage';

/** The messaging-app identity as far as it is known; every part may be missing before login. */
export type StoredIdentity = { [K in keyof WechatIdentity]?: string };

const identityKeys = Object.keys(IDENTITY_STORAGE_KEYS) as (keyof WechatIdentity)[];

export function readIdentity(): StoredIdentity {
  const identity: StoredIdentity = {};
  for (const key of identityKeys) {
    const value = localStore.get(IDENTITY_STORAGE_KEYS[key]);
    if (value) identity[key] = value;
  }
  return identity;
}

/** Stores the parts given; parts set to null or '' are removed. */
export function saveIdentity(identity: Partial<Record<keyof WechatIdentity, string | null>>): void {
  for (const key of identityKeys) {
    if (!(key in identity)) continue;
    const value = identity[key];
    if (value) localStore.set(IDENTITY_STORAGE_KEYS[key], value);
    else localStore.remove(IDENTITY_STORAGE_KEYS[key]);
  }
}

export function clearIdentity(): void {
  for (const key of identityKeys) localStore.remove(IDENTITY_STORAGE_KEYS[key]);
}

export function getToken(): string | undefined {
  return readIdentity().token;
}

export function getOpenid(): string | undefined {
  return readIdentity().openid;
}

export function hasIdentity(): boolean {
  return Boolean(getToken());
}
