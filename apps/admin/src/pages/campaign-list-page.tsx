import { CampaignsView } from '../features/campaigns/components/campaigns-view';

/** 活动管理 › the campaign list. */
export function CampaignListPage() {
  return <CampaignsView />;
}
