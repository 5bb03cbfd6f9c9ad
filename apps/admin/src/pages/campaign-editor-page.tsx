import { useParams } from 'react-router';
import { CampaignEditor } from '../features/campaigns';

/** 活动管理 › 新建 / 编辑活动 (`/activities/new`, `/activities/:id/edit`). */
export function CampaignEditorPage() {
  const { id } = useParams();
  const campaignId = id && /^\d+$/.test(id) ? Number(id) : undefined;
  // A new key per campaign, so nothing of one campaign's form survives into the next.
  return <CampaignEditor key={campaignId ?? 'new'} campaignId={campaignId} />;
}
