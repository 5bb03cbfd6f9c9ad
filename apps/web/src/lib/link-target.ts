/** What following an operator-entered link (banner, 更多 of a home section) does. */
export type LinkTarget =
  | { kind: 'route'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'none' };

/**
 * Operators enter either an in-app path (/course/detail?id=3) or an https address. Anything
 * else (javascript:, http:, protocol-relative //host) is ignored rather than followed.
 */
export function linkTarget(link: string | null | undefined): LinkTarget {
  const value = link?.trim() ?? '';
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'route', path: value };
  if (/^https:\/\//i.test(value)) {
    try {
      return { kind: 'external', url: new URL(value).href };
    } catch {
      return { kind: 'none' };
    }
  }
  return { kind: 'none' };
}
