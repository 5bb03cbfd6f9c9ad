import { localStore } from './storage';

/** Where registration sends the user back to (spec §4: the register popup saves it). */
export const REGISTER_RETURN_URL_STORAGE_KEY = 'ia_register_return_url';
/** Where signing the consent sends the user back to (spec §4: the user check remembers it). */
const CONSENT_RETURN_URL_STORAGE_KEY = 'ia_consent_return_url';

export function saveRegisterReturnUrl(url: string): void {
  localStore.set(REGISTER_RETURN_URL_STORAGE_KEY, url);
}

export function readRegisterReturnUrl(): string | null {
  return localStore.get(REGISTER_RETURN_URL_STORAGE_KEY);
}

export function saveConsentReturnUrl(url: string): void {
  localStore.set(CONSENT_RETURN_URL_STORAGE_KEY, url);
}

/** The stored consent return address, removed as it is read (it is used once). */
export function takeConsentReturnUrl(): string | null {
  const url = localStore.get(CONSENT_RETURN_URL_STORAGE_KEY);
  localStore.remove(CONSENT_RETURN_URL_STORAGE_KEY);
  return url;
}

/**
 * The address a prompt sends the user to: the chosen page with a `redirect` parameter,
 * plus `gotohome` when the current page was opened from a share card (spec §4).
 */
export function buildPromptTarget(page: string, returnUrl: string, isShared: boolean): string {
  const params = new URLSearchParams({ redirect: returnUrl });
  if (isShared) params.set('gotohome', 'true');
  return `${page}?${params.toString()}`;
}
