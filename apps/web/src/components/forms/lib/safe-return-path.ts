/**
 * An in-app address to return to, or null. Only app-relative paths are followed ('/…', not
 * '//host' or '/\\host', which browsers treat as another site), so a crafted `redirect`
 * parameter cannot send the user off the app.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value) return null;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}
