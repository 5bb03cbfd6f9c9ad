/**
 * The academy's mark as an image address, for the home's header and for the header index.html
 * paints before the app has arrived (early-home-shell.ts): one drawing, no request.
 */
const BRAND_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
  '<rect width="64" height="64" rx="16" fill="#fff" fill-opacity="0.18"/>' +
  '<circle cx="32" cy="32" r="18" fill="none" stroke="#fff" stroke-width="4.5"/>' +
  '<circle cx="32" cy="32" r="9" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="3"/>' +
  '<circle cx="32" cy="32" r="3.5" fill="#fff"/>' +
  '<path d="M32 8v6M32 50v6M8 32h6M50 32h6" stroke="#fff" stroke-width="3" stroke-linecap="round"/>' +
  '</svg>';

export const BRAND_LOGO_SRC = `data:image/svg+xml,${encodeURIComponent(BRAND_LOGO_SVG)}`;
