import TabBar from 'antd-mobile/es/components/tab-bar';
import AppOutline from 'antd-mobile-icons/es/AppOutline';
import CalendarOutline from 'antd-mobile-icons/es/CalendarOutline';
import ContentOutline from 'antd-mobile-icons/es/ContentOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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

/** The four bottom tabs; switching a tab navigates to its page. */
export function AppTabBar({ activeIndex }: AppTabBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // TabBar needs a string key; an unknown one highlights nothing (case pages).
  const activeKey = activeIndex === undefined ? 'none' : TABS[activeIndex].path;

  return (
    <nav className="app-tab-bar" aria-label={t('app.name')}>
      <TabBar safeArea activeKey={activeKey} onChange={(path) => void navigate(path)}>
        {TABS.map((tab) => (
          <TabBar.Item key={tab.path} icon={tabIcons[tab.index]} title={t(`tabs.${tab.labelKey}`)} />
        ))}
      </TabBar>
    </nav>
  );
}
