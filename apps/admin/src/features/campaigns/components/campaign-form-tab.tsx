import { FormOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { messages } from '../../../locales';
import type { AdminCampaign } from '../api/campaigns';

const text = messages.campaignsAdmin.form;

/** Where 表单管理 opens a campaign's sign-up form (a form of type 6 whose target is the campaign). */
function campaignFormPath(campaignId: number): string {
  return `${paths.contentForms}?campaign_id=${campaignId}`;
}

/**
 * 报名表单: whether the campaign has its sign-up form, and the way to 表单管理 to create or edit
 * it (forms and their answers are managed there for contents and campaigns alike).
 */
export function CampaignFormTab({
  campaign,
}: {
  campaign: Pick<AdminCampaign, 'id' | 'form_id' | 'form_points'>;
}) {
  const configured = campaign.form_id !== null;
  return (
    <Flex vertical gap={16} align="flex-start" style={{ maxWidth: 720 }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {text.intro}
      </Typography.Paragraph>
      <Alert
        type={configured ? 'success' : 'info'}
        showIcon
        title={configured ? text.configured(campaign.form_points) : text.missing}
        style={{ alignSelf: 'stretch' }}
      />
      <Link to={campaignFormPath(campaign.id)}>
        <Button type="primary" icon={<FormOutlined />}>
          {configured ? text.open : text.create}
        </Button>
      </Link>
    </Flex>
  );
}
