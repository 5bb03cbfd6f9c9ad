import { useLocation } from 'react-router';
import { isTabBarVisible, normalizePathname, TABS } from '../shell/shell-rules';
import { useRouteMeta, useRouteTitle } from './use-route-meta';

/** Title and back-button rule of the current page: tab pages showing the tab bar have no back. */
export function usePageChrome(): { title: string; showBack: boolean } {
  const meta = useRouteMeta();
  const { pathname } = useLocation();
  const title = useRouteTitle();
  const isTabRoot = TABS.some((tab) => tab.path === normalizePathname(pathname));
  return { title, showBack: !(isTabRoot && isTabBarVisible(pathname, meta)) };
}
