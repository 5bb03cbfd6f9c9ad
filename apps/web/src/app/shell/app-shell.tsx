import { Outlet, useLocation } from 'react-router';
import { useVersionPeek } from '../../features/app-version';
import { usePageViewMonitor } from '../../features/monitor';
import { useLandscapeTip } from '../../features/orientation';
import { usePointsMoments } from '../../features/points';
import { PopupHost } from '../../features/popups';
import { useWechatShare } from '../../features/sharing';
import { useTrialTip, useUserCheck } from '../../features/users';
import { useRouteMeta } from '../routes/use-route-meta';
import { AppTabBar } from './app-tab-bar';
import { activeTabIndex, isTabBarVisible } from './shell-rules';
import { useDocumentTitle } from './use-document-title';
import { usePathHistory } from './use-path-history';
import { useScrollRestoration } from './use-scroll-restoration';

/**
 * The layout route around every page: page outlet, bottom tabs, global popups. Login runs
 * before a page renders (the navigation steps of wechatAuth routes, app-routes.tsx); the user check and the
 * free-trial prompt run here, over the page.
 */
export function AppShell() {
  const meta = useRouteMeta();
  const { pathname, search } = useLocation();
  const showTabBar = isTabBarVisible(pathname, meta);

  useDocumentTitle();
  usePathHistory();
  useScrollRestoration();
  useLandscapeTip();
  useVersionPeek();
  // JS-SDK share card of the page, and the page-view report (issue 6).
  useWechatShare();
  usePageViewMonitor();
  const userCheck = useUserCheck(meta);
  useTrialTip(meta, userCheck.user, userCheck.action);
  // Daily sign-in as the app starts, and points awarded in the background on home and after a player (issue 6).
  usePointsMoments(userCheck.user);

  return (
    <div className={showTabBar ? 'app-shell app-shell--with-tab-bar' : 'app-shell'}>
      <main className="app-main">
        <Outlet />
      </main>
      {showTabBar ? <AppTabBar activeIndex={activeTabIndex(meta, search)} /> : null}
      <PopupHost />
    </div>
  );
}
