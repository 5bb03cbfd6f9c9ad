import type { OperatorRoleValue } from '@ia/shared';
import { Card, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { messages } from '../../../locales';
import { AnalyticsView } from './analytics-view';
import { CampaignsReport } from './campaigns-report';
import { ContentsReport } from './contents-report';
import { FunnelReport } from './funnel-report';
import { LearningReport } from './learning-report';
import { MeetingsReport } from './meetings-report';

const tabs = messages.analyticsReports.tabs;
type TabKey = keyof typeof tabs;

/** Who sees which report: the server's rule (analytics.service ANALYTICS_ROLES), for the menu of tabs. */
const TAB_ROLES: Record<TabKey, readonly OperatorRoleValue[]> = {
  funnel: ['administrator', 'reviewer'],
  learning: ['administrator', 'content_editor'],
  contents: ['administrator', 'content_editor'],
  meetings: ['administrator', 'content_editor'],
  campaigns: ['administrator', 'content_editor'],
  pages: ['administrator', 'reviewer', 'content_editor', 'pharmacovigilance'],
};

/** 数据分析: the reports the operator's role may read, one tab each (the tab is in the address). */
export function AnalyticsTabs({ role }: { role: OperatorRoleValue }) {
  const [params, setParams] = useSearchParams();
  const views: Record<TabKey, ReactNode> = {
    funnel: <FunnelReport />,
    learning: <LearningReport />,
    contents: <ContentsReport />,
    meetings: <MeetingsReport showAttendees={role === 'administrator' || role === 'content_editor'} />,
    campaigns: <CampaignsReport />,
    pages: <AnalyticsView />,
  };
  const allowed = (Object.keys(TAB_ROLES) as TabKey[]).filter((key) => TAB_ROLES[key].includes(role));
  const asked = params.get('tab') as TabKey | null;
  const active = asked && allowed.includes(asked) ? asked : (allowed[0] ?? 'pages');
  return (
    <Card variant="borderless">
      <Tabs
        activeKey={active}
        destroyOnHidden
        onChange={(key) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('tab', key);
              return next;
            },
            { replace: true },
          )
        }
        items={allowed.map((key) => ({ key, label: tabs[key], children: views[key] }))}
      />
    </Card>
  );
}
