import { CampaignState, type CampaignStateValue, type CampaignSummary } from '@ia/shared';
import Tabs from 'antd-mobile/es/components/tabs';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/paged-list/paged-list';
import { useCampaigns } from '../api/get-campaigns';
import { CampaignCard } from './campaign-card';
import styles from './campaigns.module.css';

const ALL = 'all';

/** A state from the address (`?state=ongoing`), or undefined for 全部. */
export function toCampaignState(value: string | null): CampaignStateValue | undefined {
  return CampaignState.find((state) => state === value);
}

export interface CampaignStateTabsProps {
  value: CampaignStateValue | undefined;
  onChange: (value: CampaignStateValue | undefined) => void;
}

/** 全部 / 未开始 / 进行中 / 已结束. */
export function CampaignStateTabs({ value, onChange }: CampaignStateTabsProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.tabs} aria-label={t('campaign.list.tabs')}>
      <Tabs activeKey={value ?? ALL} onChange={(key) => onChange(toCampaignState(key))}>
        <Tabs.Tab key={ALL} title={t('campaign.states.all')} />
        {(['ongoing', 'upcoming', 'ended'] as const).map((state) => (
          <Tabs.Tab key={state} title={t(`campaign.states.${state}`)} />
        ))}
      </Tabs>
    </nav>
  );
}

export interface CampaignFeedProps {
  state: CampaignStateValue | undefined;
  loadMoreOnReachBottom?: boolean;
}

/** The activity list of one state, page by page. */
export function CampaignFeed({ state, loadMoreOnReachBottom }: CampaignFeedProps) {
  const { t } = useTranslation();
  const campaigns = useCampaigns(state);
  return (
    <PagedList<CampaignSummary>
      query={campaigns}
      label={t('campaign.list.label')}
      itemKey={(campaign) => campaign.id}
      renderItem={(campaign) => <CampaignCard campaign={campaign} />}
      emptyTitle={t('campaign.list.empty')}
      emptyDescription={t('campaign.list.emptyHint')}
      errorTitle={t('campaign.list.error')}
      loadMoreOnReachBottom={loadMoreOnReachBottom}
    />
  );
}
