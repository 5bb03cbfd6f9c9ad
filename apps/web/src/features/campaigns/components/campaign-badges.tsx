import { type CampaignSummary, formatCount, formatDate } from '@ia/shared';
import Tag from 'antd-mobile/es/components/tag';
import CalendarOutline from 'antd-mobile-icons/es/CalendarOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';

const STATE_COLORS = { upcoming: 'warning', ongoing: 'success', ended: 'default' } as const;

/** 未开始 / 进行中 / 已结束. */
export function CampaignStateTag({ state }: { state: CampaignSummary['state'] }) {
  const { t } = useTranslation();
  return <Tag color={STATE_COLORS[state]}>{t(`campaign.states.${state}`)}</Tag>;
}

/** 认证专享 / 定向邀请: who may join, when not everyone. */
export function CampaignAudienceTag({ audience }: { audience: CampaignSummary['audience'] }) {
  const { t } = useTranslation();
  if (audience === 'all') return null;
  return <Tag color="primary">{t(`campaign.audience.${audience}`)}</Tag>;
}

/** 2026-03-01 至 2026-03-31 (Shanghai dates). */
export function CampaignDates({ campaign }: { campaign: Pick<CampaignSummary, 'start_at' | 'end_at'> }) {
  const { t } = useTranslation();
  return (
    <span>
      <CalendarOutline aria-hidden="true" />
      {t('campaign.card.dates', { start: formatDate(campaign.start_at), end: formatDate(campaign.end_at) })}
    </span>
  );
}

/** N 人参与. */
export function ParticipantCount({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <span>
      <UserOutline aria-hidden="true" />
      {t('campaign.card.participants', { value: formatCount(count, currentLanguage()) })}
    </span>
  );
}
