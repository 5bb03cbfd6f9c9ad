import { formatDate, formatDateTime } from '@ia/shared';
import { Empty, Flex, Table, type TableProps, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { type ServerPage, serverPagination } from '../../../components/server-pagination';
import { DeleteConfirmAction, PublishToggleAction } from '../../../components/table-row-actions';
import { messages } from '../../../locales';
import type { AdminContentListItem } from '../api/contents';
import { contentEditorPath } from '../content-paths';
import { ContentStateTag } from './content-state-tag';

const text = messages.contentAdmin;
const NUMERIC = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export interface ContentTableProps extends ServerPage {
  rows: AdminContentListItem[];
  loading: boolean;
  categoryNames: Map<number, string>;
  busyId: number | null;
  onPublish: (content: AdminContentListItem, action: 'publish' | 'unpublish') => void;
  onDelete: (content: AdminContentListItem) => void;
}

/** May the operator take a content off the app (it is published or waiting for its window)? */
function isOnline(content: Pick<AdminContentListItem, 'status'>): boolean {
  return content.status === 1;
}

/** The content list as a server-paged table with 编辑 / 发布 / 下线 / 删除. */
export function ContentTable({
  rows,
  loading,
  categoryNames,
  busyId,
  onPublish,
  onDelete,
  ...page
}: ContentTableProps) {
  const columns: TableProps<AdminContentListItem>['columns'] = [
    {
      title: text.contents.columns.title,
      key: 'title',
      render: (_value, content) => (
        <Flex vertical gap={4} align="flex-start">
          <Link to={contentEditorPath(content.id)}>
            <Typography.Text strong ellipsis={{ tooltip: content.title }} style={{ maxWidth: 320 }}>
              {content.title}
            </Typography.Text>
          </Link>
          <Flex gap={4} wrap>
            <Typography.Text type="secondary" style={NUMERIC}>
              #{content.id}
            </Typography.Text>
            {content.hcp_only ? (
              <Tag color="gold" style={{ marginInlineEnd: 0 }}>
                {text.contents.hcpOnly}
              </Tag>
            ) : null}
            {content.tags.map((tag) => (
              <Tag key={tag.id} style={{ marginInlineEnd: 0 }}>
                {tag.name}
              </Tag>
            ))}
          </Flex>
        </Flex>
      ),
    },
    {
      title: text.contents.columns.type,
      key: 'type',
      width: 100,
      render: (_value, content) =>
        `${text.listTypes[content.list_type] ?? content.list_type} · ${text.contentTypes[content.content_type] ?? '—'}`,
    },
    {
      title: text.contents.columns.category,
      dataIndex: 'category_id',
      width: 120,
      render: (id: number | null) => (id ? (categoryNames.get(id) ?? `#${id}`) : '—'),
    },
    {
      title: text.contents.columns.state,
      dataIndex: 'state',
      width: 90,
      render: (state: string) => <ContentStateTag state={state} />,
    },
    {
      title: text.contents.columns.approval,
      key: 'approval',
      width: 170,
      render: (_value, content) =>
        content.approval_code ? (
          <Flex vertical>
            <span>{content.approval_code}</span>
            <Typography.Text type={content.state === 'expired' ? 'danger' : 'secondary'} style={NUMERIC}>
              {content.expires_at ? formatDate(content.expires_at) : text.contents.noApproval}
            </Typography.Text>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{text.contents.noApproval}</Typography.Text>
        ),
    },
    {
      title: text.contents.columns.counts,
      key: 'counts',
      width: 130,
      render: (_value, content) => (
        <span style={NUMERIC}>
          {content.view_count} / {content.zan_count} / {content.comment_count}
        </span>
      ),
    },
    {
      title: text.contents.columns.updatedAt,
      dataIndex: 'updated_at',
      width: 150,
      render: (updatedAt: string) => <span style={NUMERIC}>{formatDateTime(updatedAt)}</span>,
    },
    {
      title: text.common.actions,
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_value, content) => {
        const online = isOnline(content);
        return (
          <Flex gap={12}>
            <Link to={contentEditorPath(content.id)}>{text.common.edit}</Link>
            <PublishToggleAction
              online={online}
              busy={busyId === content.id}
              text={text.contents}
              onConfirm={() => onPublish(content, online ? 'unpublish' : 'publish')}
            />
            <DeleteConfirmAction
              label={text.common.delete}
              title={text.contents.deleteConfirm}
              description={text.contents.deleteHint}
              onConfirm={() => onDelete(content)}
            />
          </Flex>
        );
      },
    },
  ];

  return (
    <Table<AdminContentListItem>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 1200 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.contents.empty} /> }}
      pagination={serverPagination(page, text.common.total)}
    />
  );
}
