import { Result } from 'antd';
import { Link, useParams } from 'react-router';
import { CampaignDetail, campaignPaths } from '../features/campaigns';
import { messages } from '../locales';

/** 活动管理 › a campaign's sections, participants and sign-up form (`/activities/:id`). */
export function CampaignDetailPage() {
  const { id } = useParams();
  if (!id || !/^\d+$/.test(id)) {
    return (
      <Result
        status="404"
        title={messages.campaignsAdmin.detail.notFound}
        extra={<Link to={campaignPaths.list}>{messages.campaignsAdmin.detail.back}</Link>}
      />
    );
  }
  return <CampaignDetail key={id} campaignId={Number(id)} />;
}
