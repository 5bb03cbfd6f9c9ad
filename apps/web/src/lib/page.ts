/** Browser page actions, in one module so tests can replace them (jsdom's location is read-only). */
export function reloadPage(): void {
  window.location.reload();
}

/** Full-page navigation to an address outside the router (external login, the app root). */
export function assignLocation(url: string): void {
  window.location.assign(url);
}

/** The browser's current address, absolute. */
export function currentAddress(): string {
  return window.location.href;
}

/**
 * Rewrites the address bar without navigating, keeping the router's history state: used to
 * drop login parameters before anything can read or share them.
 */
export function replaceBrowserAddress(url: string): void {
  window.history.replaceState(window.history.state, '', url);
}
