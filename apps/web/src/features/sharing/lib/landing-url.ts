/**
 * The address the app was entered with (spec §7, JS-SDK on iOS). Under history routing, WeChat
 * on iOS keeps checking the JS-SDK signature against the first URL of the page, whatever
 * pushState did since, so that one is what the app signs there. Recorded once at startup,
 * before the router rewrites the address (login code, typeMap defaults).
 */
let landing: string | null = null;

export function recordLandingUrl(href: string = window.location.href): void {
  landing ??= href;
}

/** The recorded landing address (the current one when none was recorded). */
export function landingUrl(): string {
  return landing ?? window.location.href;
}

/** Tests only: forget the recorded address. */
export function resetLandingUrl(): void {
  landing = null;
}
