import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result, Skeleton, Space, Tabs, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messages } from '../../../locales';
import { useCampaign } from '../api/campaigns';
import { campaignEditPath, campaignPaths } from '../campaign-paths';
import { CampaignFormTab } from './campaign-form-tab';
import { CampaignParticipantsTable } from './campaign-participants-table';
import { formatCampaignPeriod } from './campaign-period';
import { CampaignSectionsPanel } from './campaign-sections-panel';
import { CampaignStateTag } from './campaign-state-tag';

const text = messages.campaignsAdmin.detail;
const TABS = ['sections', 'participants', 'form'] as const;
type DetailTab = (typeof TABS)[number];

export interface CampaignDetailProps {
  campaignId: number;
}

/** One campaign's sections and contents, participants and sign-up form (tab kept in `?tab=`). */
export function CampaignDetail({ campaignId }: CampaignDetailProps) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const campaign = useCampaign(campaignId);
  const requested = searchParams.get('tab');
  const tab: DetailTab = TABS.find((candidate) => candidate === requested) ?? 'sections';

  if (campaign.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!campaign.data) {
    return (
      <Result status="404" title={text.notFound} extra={<Link to={campaignPaths.list}>{text.back}</Link>} />
    );
  }
  const loaded = campaign.data;

  return (
    <Flex vertical gap={16}>
      <Card variant="borderless" styles={{ body: { padding: 16 } }}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Flex vertical gap={4}>
            <Space size={12} wrap>
              <Link to={campaignPaths.list}>
                <ArrowLeftOutlined /> {text.back}
              </Link>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {loaded.title}
              </Typography.Title>
              <CampaignStateTag campaign={loaded} />
            </Space>
            <Typography.Text type="secondary">
              {text.period(formatCampaignPeriod(loaded.start_at, loaded.end_at))}
            </Typography.Text>
          </Flex>
          <Button icon={<EditOutlined />} onClick={() => navigate(campaignEditPath(loaded.id))}>
            {text.edit}
          </Button>
        </Flex>
      </Card>
      <Card variant="borderless">
        <Tabs
          activeKey={tab}
          onChange={(key) => setSearchParams({ tab: key }, { replace: true })}
          destroyOnHidden
          items={[
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
      </Card>
    </Flex>
  );
}
