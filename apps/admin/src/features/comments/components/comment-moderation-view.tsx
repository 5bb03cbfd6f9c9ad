import { ErrorCode } from '@ia/shared';
import { App, Badge, Card, Tabs } from 'antd';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { describeApiError } from '../../../lib/api-errors';
import { messages } from '../../../locales';
import {
  type AdminComment,
  type CommentQuery,
  useComments,
  usePendingCommentCount,
} from '../api/get-comments';
import { type CommentAction, useModerateComment } from '../api/moderate-comment';
import { useCommentSearchParams } from '../hooks/use-comment-search-params';
import { CommentFilters } from './comment-filters';
import { CommentTable } from './comment-table';

const text = messages.comments;
type StatusTab = NonNullable<CommentQuery['status']> | 'all';

const DONE: Record<CommentAction, string> = {
  approve: text.approved,
  reject: text.rejected,
  delete: text.deleted,
};

/** The comment list: status tabs, filters and paging (all in the URL), with the moderation actions. */
export function CommentModerationView() {
  const { message } = App.useApp();
  const { query, updateQuery } = useCommentSearchParams();
  const comments = useComments(query);
  const pendingCount = usePendingCommentCount();
  const moderate = useModerateComment();
  const [busyId, setBusyId] = useState<number | null>(null);

  const handleAction = (comment: AdminComment, action: CommentAction) => {
    setBusyId(comment.id);
    moderate.mutate(
      { id: comment.id, action },
      {
        onSuccess: () => void message.success(DONE[action]),
        onError: (error) => {
          const raced =
            isApiError(error) && (error.code === ErrorCode.CONFLICT || error.code === ErrorCode.NOT_FOUND);
          void (raced ? message.warning(text.alreadyDecided) : message.error(describeApiError(error)));
        },
        onSettled: () => setBusyId(null),
      },
    );
  };

  const tabs: { key: StatusTab; label: ReactNode }[] = [
    { key: 'all', label: text.tabs.all },
    {
      key: 'pending',
      label: (
        <Badge count={pendingCount.data ?? 0} size="small" offset={[8, -2]}>
          <span>{text.tabs.pending}</span>
        </Badge>
      ),
    },
    { key: 'published', label: text.tabs.published },
    { key: 'rejected', label: text.tabs.rejected },
  ];

  return (
    <Card variant="borderless" styles={{ body: { paddingTop: 4 } }}>
      <Tabs
        activeKey={query.status ?? 'all'}
        onChange={(key) =>
          updateQuery({ status: key === 'all' ? undefined : (key as CommentQuery['status']) })
        }
        items={tabs}
      />
      <CommentFilters
        values={{ content_id: query.content_id, keyword: query.keyword }}
        refreshing={comments.isFetching && !comments.isPending}
        onSearch={(filters) => updateQuery(filters)}
        onReset={() => updateQuery({ content_id: undefined, keyword: undefined })}
        onRefresh={() => {
          void comments.refetch();
          void pendingCount.refetch();
        }}
      />
      <CommentTable
        rows={comments.data?.data ?? []}
        total={comments.data?.total ?? 0}
        current={query.current}
        pageSize={query.pageSize}
        loading={comments.isFetching}
        pendingOnly={query.status === 'pending'}
        busyId={busyId}
        onPageChange={(current, pageSize) => updateQuery({ current, pageSize })}
        onAction={handleAction}
        onFilterContent={(contentId) => updateQuery({ content_id: contentId })}
      />
    </Card>
  );
}
