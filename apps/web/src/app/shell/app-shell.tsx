import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useVersionPeek } from '../../features/app-version/hooks/use-version-peek';
import { useLandscapeTip } from '../../features/orientation/hooks/use-landscape-tip';
import { PopupHost } from '../../features/popups/components/popup-host';
import { useTrialTip } from '../../features/user/hooks/use-trial-tip';
import { useUserCheck } from '../../features/user/hooks/use-user-check';
import { useRouteMeta } from '../routes/use-route-meta';
import { AppTabBar } from './app-tab-bar';
import { activeTabIndex, isTabBarVisible } from './shell-rules';
import { useDocumentTitle } from './use-document-title';
import { usePathHistory } from './use-path-history';

/**
 * The layout route around every page: page outlet, bottom tabs, global popups. Login runs
 * before a page renders (the login loader of wechatAuth routes); the user check and the
 * free-trial prompt run here, over the page.
 */
export function AppShell() {
  const meta = useRouteMeta();
  const { pathname, search } = useLocation();
  const showTabBar = isTabBarVisible(pathname, meta);

  useDocumentTitle();
  usePathHistory();
  useLandscapeTip();
  useVersionPeek();
  const userCheck = useUserCheck(meta);
  useTrialTip(meta, userCheck.user, userCheck.action);

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
