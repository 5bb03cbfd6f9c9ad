import { formatDateTime } from '@ia/shared';
import { Empty, Flex, Table, type TableProps, Typography } from 'antd';
import { Link } from 'react-router';
import { type ServerPage, serverPagination } from '../../../components/server-pagination';
import { DeleteConfirmAction, PublishToggleAction } from '../../../components/table-row-actions';
import { messages } from '../../../locales';
import type { AdminCampaign } from '../api/campaigns';
import { campaignDetailPath, campaignEditPath } from '../campaign-paths';
import { formatCampaignPeriod } from './campaign-period';
import { CampaignStateTag } from './campaign-state-tag';

const text = messages.campaignsAdmin;
const NUMERIC = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export interface CampaignTableProps extends ServerPage {
  rows: AdminCampaign[];
  loading: boolean;
  busyId: number | null;
  onPublish: (campaign: AdminCampaign, published: boolean) => void;
  onDelete: (campaign: AdminCampaign) => void;
}

/** The campaign list as a server-paged table with 编辑 / 板块与数据 / 发布 / 下线 / 删除. */
export function CampaignTable({ rows, loading, busyId, onPublish, onDelete, ...page }: CampaignTableProps) {
  const columns: TableProps<AdminCampaign>['columns'] = [
    {
      title: text.list.columns.title,
      key: 'title',
      render: (_value, campaign) => (
        <Flex vertical gap={2} align="flex-start">
          <Link to={campaignDetailPath(campaign.id)}>
            <Typography.Text strong ellipsis={{ tooltip: campaign.title }} style={{ maxWidth: 320 }}>
              {campaign.title}
            </Typography.Text>
          </Link>
          <Typography.Text type="secondary" style={NUMERIC}>
            #{campaign.id}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: text.list.columns.period,
      key: 'period',
      width: 300,
      render: (_value, campaign) => (
        <span style={NUMERIC}>{formatCampaignPeriod(campaign.start_at, campaign.end_at)}</span>
      ),
    },
    {
      title: text.list.columns.state,
      key: 'state',
      width: 90,
      render: (_value, campaign) => <CampaignStateTag campaign={campaign} />,
    },
    {
      title: text.list.columns.audience,
      dataIndex: 'audience',
      width: 120,
      render: (audience: string) => text.audiences[audience] ?? audience,
    },
    {
      title: text.list.columns.participants,
      dataIndex: 'participant_count',
      width: 90,
      align: 'right',
      render: (count: number) => <span style={NUMERIC}>{count}</span>,
    },
    {
      title: text.list.columns.sections,
      dataIndex: 'section_count',
      width: 80,
      align: 'right',
      render: (count: number) => <span style={NUMERIC}>{count}</span>,
    },
    {
      title: text.list.columns.updatedAt,
      dataIndex: 'updated_at',
      width: 150,
      render: (updatedAt: string) => <span style={NUMERIC}>{formatDateTime(updatedAt)}</span>,
    },
    {
      title: text.common.actions,
      key: 'actions',
      width: 230,
      fixed: 'right',
      render: (_value, campaign) => {
        const online = campaign.status === 'published';
        return (
          <Flex gap={12} wrap>
            <Link to={campaignEditPath(campaign.id)}>{text.common.edit}</Link>
            <Link to={campaignDetailPath(campaign.id)}>{text.list.manage}</Link>
            <PublishToggleAction
              online={online}
              busy={busyId === campaign.id}
              text={text.list}
              onConfirm={() => onPublish(campaign, !online)}
            />
            <DeleteConfirmAction
              label={text.common.delete}
              title={text.list.deleteConfirm}
              description={text.list.deleteHint}
              onConfirm={() => onDelete(campaign)}
            />
          </Flex>
        );
      },
    },
  ];

  return (
    <Table<AdminCampaign>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 1250 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.list.empty} /> }}
      pagination={serverPagination(page, text.common.total)}
    />
  );
}
