import { Tag } from 'antd';
import { messages } from '../../../locales';
import type { AdminCampaign } from '../api/campaigns';

const text = messages.campaignsAdmin;

const COLORS: Record<string, string> = {
  draft: 'default',
  upcoming: 'processing',
  ongoing: 'success',
  ended: 'default',
};

/** 草稿 for a draft, else the campaign's state by its dates (未开始, 进行中, 已结束). */
export function CampaignStateTag({ campaign }: { campaign: Pick<AdminCampaign, 'status' | 'state'> }) {
  const state = campaign.status === 'draft' ? 'draft' : campaign.state;
  return (
    <Tag color={COLORS[state] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {text.states[state] ?? state}
    </Tag>
  );
}
