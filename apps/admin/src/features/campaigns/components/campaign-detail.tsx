import { Result, Skeleton } from 'antd';
import { Link, useNavigate } from 'react-router';
import { DetailPageLayout } from '../../../components/detail-page-layout';
import { messages } from '../../../locales';
import { useCampaign } from '../api/campaigns';
import { campaignEditPath, campaignPaths } from '../campaign-paths';
import { CampaignFormTab } from './campaign-form-tab';
import { CampaignParticipantsTable } from './campaign-participants-table';
import { formatCampaignPeriod } from './campaign-period';
import { CampaignSectionsPanel } from './campaign-sections-panel';
import { CampaignStateTag } from './campaign-state-tag';

const text = messages.campaignsAdmin.detail;

export interface CampaignDetailProps {
  campaignId: number;
}

/** One campaign's sections and contents, participants and sign-up form (tab kept in `?tab=`). */
export function CampaignDetail({ campaignId }: CampaignDetailProps) {
  const navigate = useNavigate();
  const campaign = useCampaign(campaignId);

  if (campaign.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!campaign.data) {
    return (
      <Result status="404" title={text.notFound} extra={<Link to={campaignPaths.list}>{text.back}</Link>} />
    );
  }
  const loaded = campaign.data;

  return (
    <DetailPageLayout
      backTo={campaignPaths.list}
      backLabel={text.back}
      title={loaded.title}
      tag={<CampaignStateTag campaign={loaded} />}
      subtitle={text.period(formatCampaignPeriod(loaded.start_at, loaded.end_at))}
      editLabel={text.edit}
      onEdit={() => navigate(campaignEditPath(loaded.id))}
      tabs={[
        {
          key: 'sections',
          label: text.tabs.sections,
          children: <CampaignSectionsPanel campaignId={loaded.id} />,
        },
        {
          key: 'participants',
          label: text.tabs.participants(loaded.participant_count),
          children: <CampaignParticipantsTable campaignId={loaded.id} />,
        },
        { key: 'form', label: text.tabs.form, children: <CampaignFormTab campaign={loaded} /> },
      ]}
    />
  );
}
