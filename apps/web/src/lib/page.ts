/** Browser page actions, in one module so tests can replace them (jsdom's location is read-only). */
export function reloadPage(): void {
  window.location.reload();
}

/** Full-page navigation to an address outside the router (external login, the app root). */
export function assignLocation(url: string): void {
  window.location.assign(url);
}
