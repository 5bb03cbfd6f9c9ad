import { useQueryClient } from '@tanstack/react-query';
import TabBar from 'antd-mobile/es/components/tab-bar';
import AppOutline from 'antd-mobile-icons/es/AppOutline';
import CalendarOutline from 'antd-mobile-icons/es/CalendarOutline';
import ContentOutline from 'antd-mobile-icons/es/ContentOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { UNREAD_COUNT_QUERY_KEY, unreadBadgeText, useUnreadCount } from '../../features/messages';
import { useUserInfo } from '../../features/users';
import type { TabIndex } from '../routes/route-meta';
import { TABS } from './shell-rules';

const tabIcons: Record<TabIndex, ReactNode> = {
  0: <AppOutline />,
  1: <CalendarOutline />,
  2: <ContentOutline />,
  3: <UserOutline />,
};

export interface AppTabBarProps {
  activeIndex: TabIndex | undefined;
}

/** The tab that carries the unread-message badge (我的). */
const MINE_TAB_INDEX = 3;

/**
 * The unread messages of a registered viewer, asked again on every navigation (and after
 * reading, which invalidates the same query).
 */
function useMineBadge(): string | undefined {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const { data: user } = useUserInfo();
  const registered = user?.registered === true;
  const unread = useUnreadCount(registered);
  useEffect(() => {
    if (registered && pathname) void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_QUERY_KEY });
  }, [pathname, registered, queryClient]);
  return unreadBadgeText(unread.data);
}

/** The four bottom tabs; switching a tab navigates to its page. 我的 shows the unread messages. */
export function AppTabBar({ activeIndex }: AppTabBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mineBadge = useMineBadge();
  // TabBar needs a string key; an unknown one highlights nothing (case pages).
  const activeKey = activeIndex === undefined ? 'none' : TABS[activeIndex].path;
  // A tapped tab is active at once, while its page loads: the page shown until then is still the
  // old one, and a tap on the old page's own tab (back before the new one showed) must navigate
  // too, which TabBar only reports when the key changes. Once the shown page changes, it decides
  // again (reset while rendering, as React's docs advise for state that follows a prop).
  const [tapped, setTapped] = useState<string | null>(null);
  const [shownKey, setShownKey] = useState(activeKey);
  if (shownKey !== activeKey) {
    setShownKey(activeKey);
    setTapped(null);
  }

  return (
    <nav className="app-tab-bar" aria-label={t('app.name')}>
      <TabBar
        safeArea
        activeKey={tapped ?? activeKey}
        onChange={(path) => {
          setTapped(path);
          void navigate(path);
        }}
      >
        {TABS.map((tab) => (
          <TabBar.Item
            key={tab.path}
            icon={tabIcons[tab.index]}
            title={t(`tabs.${tab.labelKey}`)}
            badge={tab.index === MINE_TAB_INDEX ? mineBadge : undefined}
          />
        ))}
      </TabBar>
    </nav>
  );
}
