import { TypeMap, type TypeMapValue } from '@ia/shared';
import type { RouteMeta, RouteTitleKey, TabIndex } from '../routes/route-meta';

/** The four bottom tabs (spec §2) in order: home, meeting, learning, mine. */
export const TABS = [
  { index: 0, path: '/', labelKey: 'home' },
  { index: 1, path: '/meeting', labelKey: 'meeting' },
  { index: 2, path: '/course', labelKey: 'learning' },
  { index: 3, path: '/personal', labelKey: 'mine' },
] as const satisfies readonly { index: TabIndex; path: string; labelKey: string }[];

/** Pages where the tab bar never shows, whatever their flags (spec §2). */
const TAB_BAR_HIDDEN_PATHS: readonly string[] = ['/personal', '/notify'];

/** The learning tab, which typeMap=2 (case pages) must not highlight. */
const LEARNING_TAB: TabIndex = 2;

/** '/Personal/' → '/personal': the router matches case-insensitively and ignores a trailing slash. */
export function normalizePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '').toLowerCase();
  return trimmed === '' ? '/' : trimmed;
}

function isCasePage(search: string): boolean {
  return new URLSearchParams(search).get('typeMap') === String(TypeMap.CASE);
}

/** The tab bar shows on pages that belong to a tab, unless flagged hideTabbar or listed above. */
export function isTabBarVisible(pathname: string, meta: RouteMeta | undefined): boolean {
  if (!meta || meta.tabIndex === undefined || meta.hideTabBar) return false;
  return !TAB_BAR_HIDDEN_PATHS.includes(normalizePathname(pathname));
}

/** The highlighted tab; none for case pages (typeMap=2) of the learning tab. */
export function activeTabIndex(meta: RouteMeta | undefined, search: string): TabIndex | undefined {
  if (!meta) return undefined;
  if (meta.tabIndex === LEARNING_TAB && isCasePage(search)) return undefined;
  return meta.tabIndex;
}

/** The page title's key: typeMap=2 turns any page into "case details" (spec §2). */
export function resolveTitleKey(meta: RouteMeta | undefined, search: string): RouteTitleKey {
  if (isCasePage(search)) return 'caseDetails';
  return meta?.titleKey ?? 'home';
}

/**
 * The address with `typeMap` added when it is missing, or null when nothing changes
 * (spec §2: /activity/detail gets 7 and /meetingdetail gets 4).
 */
export function withDefaultTypeMap(url: URL, typeMap: TypeMapValue): URL | null {
  if (url.searchParams.get('typeMap')) return null;
  const target = new URL(url);
  target.searchParams.set('typeMap', String(typeMap));
  return target;
}
