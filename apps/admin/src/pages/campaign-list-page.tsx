import { CampaignsView } from '../features/campaigns';

/** 活动管理 › the campaign list. */
export function CampaignListPage() {
  return <CampaignsView />;
}
