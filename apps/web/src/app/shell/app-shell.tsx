import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useVersionPeek } from '../../features/app-version/hooks/use-version-peek';
import { useLandscapeTip } from '../../features/orientation/hooks/use-landscape-tip';
import { PopupHost } from '../../features/popups/components/popup-host';
import { useRouteMeta } from '../routes/use-route-meta';
import { AppTabBar } from './app-tab-bar';
import { activeTabIndex, isTabBarVisible } from './shell-rules';
import { useDocumentTitle } from './use-document-title';
import { usePathHistory } from './use-path-history';

/** The layout route around every page: page outlet, bottom tabs, global popups. */
export function AppShell() {
  const meta = useRouteMeta();
  const { pathname, search } = useLocation();
  const showTabBar = isTabBarVisible(pathname, meta);

  useDocumentTitle();
  usePathHistory();
  useLandscapeTip();
  useVersionPeek();

  return (
    <div className={showTabBar ? 'app-shell app-shell--with-tab-bar' : 'app-shell'}>
      <main className="app-main">
        <Outlet />
      </main>
      {showTabBar ? <AppTabBar activeIndex={activeTabIndex(meta, search)} /> : null}
      <PopupHost />
      <ScrollRestoration />
    </div>
  );
}
