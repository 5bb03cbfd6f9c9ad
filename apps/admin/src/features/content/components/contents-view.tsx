import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../../../locales';
import { useContents, useDeleteContent, usePublishContent } from '../api/contents';
import { contentPaths } from '../content-paths';
import { useContentSearchParams } from '../hooks/use-content-search-params';
import { useCategoryNames } from './category-tree-select';
import { ContentFilters } from './content-filters';
import { ContentTable } from './content-table';

const text = messages.contentAdmin;

/** 内容: filters, the paged list and its row actions (all filters in the URL). */
export function ContentsView() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { query, updateQuery } = useContentSearchParams();
  const contents = useContents(query);
  const categoryNames = useCategoryNames();
  const publish = usePublishContent();
  const remove = useDeleteContent();
  const [busyId, setBusyId] = useState<number | null>(null);

  return (
    <Card variant="borderless" styles={{ body: { padding: 16 } }}>
      <ContentFilters
        values={{
          keyword: query.keyword,
          list_type: query.list_type,
          state: query.state,
          category_id: query.category_id,
        }}
        refreshing={contents.isFetching && !contents.isPending}
        onSearch={(filters) => updateQuery(filters)}
        onReset={() =>
          updateQuery({ keyword: undefined, list_type: undefined, state: undefined, category_id: undefined })
        }
        onRefresh={() => void contents.refetch()}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(contentPaths.newContent)}>
            {text.contents.create}
          </Button>
        }
      />
      <ContentTable
        rows={contents.data?.data ?? []}
        total={contents.data?.total ?? 0}
        current={query.current}
        pageSize={query.pageSize}
        loading={contents.isFetching}
        categoryNames={categoryNames}
        busyId={busyId}
        onPageChange={(current, pageSize) => updateQuery({ current, pageSize })}
        onPublish={(content, action) => {
          setBusyId(content.id);
          publish.mutate(
            { content, action },
            {
              onSuccess: () =>
                void message.success(
                  action === 'publish' ? text.contents.published : text.contents.unpublished,
                ),
              onSettled: () => setBusyId(null),
            },
          );
        }}
        onDelete={(content) =>
          remove.mutate(content.id, { onSuccess: () => void message.success(text.common.deleted) })
        }
      />
    </Card>
  );
}
