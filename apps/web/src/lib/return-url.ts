import { localStore } from './storage';

/** Where registration sends the user back to (spec §4: the register popup saves it). */
export const REGISTER_RETURN_URL_STORAGE_KEY = 'ia_register_return_url';

export function saveRegisterReturnUrl(url: string): void {
  localStore.set(REGISTER_RETURN_URL_STORAGE_KEY, url);
}

export function readRegisterReturnUrl(): string | null {
  return localStore.get(REGISTER_RETURN_URL_STORAGE_KEY);
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
