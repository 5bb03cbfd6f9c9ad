import { formatDateTime } from '@ia/shared';
import { Button, Empty, Flex, Popconfirm, Table, type TableProps, Typography } from 'antd';
import { type ServerPage, serverPagination } from '../../../components/server-pagination';
import { messages } from '../../../locales';
import type { AdminComment } from '../api/get-comments';
import type { CommentAction } from '../api/moderate-comment';
import { CommentStatusTag } from './comment-status-tag';

const text = messages.comments;
const NUMERIC = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export interface CommentTableProps extends ServerPage {
  rows: AdminComment[];
  loading: boolean;
  pendingOnly: boolean;
  /** The comment an action is running on (its buttons spin). */
  busyId: number | null;
  onAction: (comment: AdminComment, action: CommentAction) => void;
  onFilterContent: (contentId: number) => void;
}

/** Comments as a server-paged table, with 通过 / 驳回 on pending ones and 删除 on every one. */
export function CommentTable({
  rows,
  loading,
  pendingOnly,
  busyId,
  onAction,
  onFilterContent,
  ...page
}: CommentTableProps) {
  const columns: TableProps<AdminComment>['columns'] = [
    {
      title: text.columns.createdAt,
      dataIndex: 'created_at',
      width: 140,
      render: (createdAt: string) => <span style={NUMERIC}>{formatDateTime(createdAt)}</span>,
    },
    {
      title: text.columns.content,
      key: 'content',
      render: (_value, row) => (
        <div style={{ maxWidth: 420 }}>
          <Typography.Paragraph
            style={{ margin: 0, whiteSpace: 'pre-wrap' }}
            ellipsis={{ rows: 3, expandable: true }}
          >
            {row.parent_id !== null ? (
              <Typography.Text type="secondary">
                {row.reply_to_name ? text.replyTo(row.reply_to_name) : `${text.reply}：`}
              </Typography.Text>
            ) : null}
            {row.content}
          </Typography.Paragraph>
          {row.parent_id === null && row.reply_count > 0 ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {text.replies(row.reply_count)}
            </Typography.Text>
          ) : null}
        </div>
      ),
    },
    {
      title: text.columns.target,
      key: 'target',
      width: 220,
      render: (_value, row) => (
        <Flex vertical gap={0}>
          <Typography.Text
            ellipsis
            style={{ maxWidth: 200 }}
            type={row.content_title ? undefined : 'secondary'}
          >
            {row.content_title ?? text.contentGone}
          </Typography.Text>
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0, height: 'auto', alignSelf: 'flex-start' }}
            title={text.filterByContent}
            onClick={() => onFilterContent(row.content_id)}
          >
            {text.contentRef(row.content_id)}
          </Button>
        </Flex>
      ),
    },
    { title: text.columns.author, key: 'author', width: 110, render: (_value, row) => row.author.name },
    {
      title: text.columns.status,
      dataIndex: 'status',
      width: 90,
      render: (status: string) => <CommentStatusTag status={status} />,
    },
    { title: text.columns.zanCount, dataIndex: 'zan_count', width: 70, align: 'right' },
    {
      title: text.columns.reviewer,
      key: 'reviewer',
      width: 140,
      render: (_value, row) =>
        row.reviewed_by ? (
          <Flex vertical gap={0}>
            <span>{row.reviewed_by}</span>
            {row.reviewed_at ? (
              <Typography.Text type="secondary" style={{ ...NUMERIC, fontSize: 12 }}>
                {formatDateTime(row.reviewed_at)}
              </Typography.Text>
            ) : null}
          </Flex>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: text.columns.actions,
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_value, row) => {
        const busy = busyId === row.id;
        return (
          <Flex gap={8}>
            {row.status === 'pending' ? (
              <>
                <Button
                  type="link"
                  size="small"
                  style={{ paddingInline: 0 }}
                  disabled={busy}
                  onClick={() => onAction(row, 'approve')}
                >
                  {text.approve}
                </Button>
                <Button
                  type="link"
                  size="small"
                  style={{ paddingInline: 0 }}
                  disabled={busy}
                  onClick={() => onAction(row, 'reject')}
                >
                  {text.reject}
                </Button>
              </>
            ) : null}
            <Popconfirm
              title={text.deleteConfirm.title}
              description={row.parent_id === null ? text.deleteConfirm.topLevel : text.deleteConfirm.reply}
              okText={text.deleteConfirm.ok}
              okButtonProps={{ danger: true }}
              cancelText={text.cancel}
              onConfirm={() => onAction(row, 'delete')}
            >
              <Button type="link" size="small" danger style={{ paddingInline: 0 }} disabled={busy}>
                {text.delete}
              </Button>
            </Popconfirm>
          </Flex>
        );
      },
    },
  ];

  return (
    <Table<AdminComment>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 1200 }}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={pendingOnly ? text.emptyPending : text.empty}
          />
        ),
      }}
      pagination={serverPagination(page, text.total)}
    />
  );
}
