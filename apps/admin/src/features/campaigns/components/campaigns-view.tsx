import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../../../locales';
import { useCampaigns, useDeleteCampaign, usePublishCampaign } from '../api/campaigns';
import { campaignPaths } from '../campaign-paths';
import { useCampaignSearchParams } from '../hooks/use-campaign-search-params';
import { CampaignFilters } from './campaign-filters';
import { CampaignTable } from './campaign-table';

const text = messages.campaignsAdmin;

/** 活动管理: filters, the paged list and its row actions (filters in the URL). */
export function CampaignsView() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { query, updateQuery } = useCampaignSearchParams();
  const campaigns = useCampaigns(query);
  const publish = usePublishCampaign();
  const remove = useDeleteCampaign();
  const [busyId, setBusyId] = useState<number | null>(null);

  return (
    <Card variant="borderless" styles={{ body: { padding: 16 } }}>
      <CampaignFilters
        values={{ keyword: query.keyword, state: query.state }}
        refreshing={campaigns.isFetching && !campaigns.isPending}
        onSearch={(filters) => updateQuery(filters)}
        onReset={() => updateQuery({ keyword: undefined, state: undefined })}
        onRefresh={() => void campaigns.refetch()}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(campaignPaths.create)}>
            {text.list.create}
          </Button>
        }
      />
      <CampaignTable
        rows={campaigns.data?.data ?? []}
        total={campaigns.data?.total ?? 0}
        current={query.current}
        pageSize={query.pageSize}
        loading={campaigns.isFetching}
        busyId={busyId}
        onPageChange={(current, pageSize) => updateQuery({ current, pageSize })}
        onPublish={(campaign, published) => {
          setBusyId(campaign.id);
          publish.mutate(
            { id: campaign.id, updated_at: campaign.updated_at, published },
            {
              onSuccess: () => void message.success(published ? text.list.published : text.list.unpublished),
              onSettled: () => setBusyId(null),
            },
          );
        }}
        onDelete={(campaign) =>
          remove.mutate(campaign.id, { onSuccess: () => void message.success(text.common.deleted) })
        }
      />
    </Card>
  );
}
