import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime, KEYWORD_MAX_LENGTH, LessonStateValues } from '@ia/shared';
import { App, Button, Card, Empty, Flex, Form, Input, Select, Table, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { FilterBar } from '../../../components/filter-bar';
import { serverPagination } from '../../../components/server-pagination';
import { messages } from '../../../locales';
import {
  type AdminLesson,
  type LessonQuery,
  useDeleteLesson,
  useLessons,
  usePublishLesson,
} from '../api/lessons';
import { ContentStateTag } from './content-state-tag';
import { LessonDrawer } from './lesson-drawer';
import { DeleteAction, EditAction } from './row-actions';

const text = messages.contentAdmin;

type LessonFilters = Pick<LessonQuery, 'keyword' | 'state'>;

/** 课程系列: the series list, and a drawer to edit one with its ordered contents. */
export function LessonsView() {
  const { message } = App.useApp();
  const [query, setQuery] = useState<LessonQuery>({ current: 1, pageSize: 10 });
  const [form] = Form.useForm<LessonFilters>();
  const lessons = useLessons(query);
  const publish = usePublishLesson();
  const remove = useDeleteLesson();
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  const columns: TableProps<AdminLesson>['columns'] = [
    {
      title: text.lessons.columns.title,
      key: 'title',
      render: (_value, lesson) => (
        <Flex gap={6} align="center" wrap>
          <Button type="link" style={{ paddingInline: 0 }} onClick={() => setEditing(lesson.id)}>
            {lesson.title}
          </Button>
          {lesson.is_topic ? <Tag color="purple">{text.lessons.topic}</Tag> : null}
        </Flex>
      ),
    },
    { title: text.lessons.columns.contents, dataIndex: 'content_count', width: 90 },
    {
      title: text.lessons.columns.state,
      dataIndex: 'state',
      width: 90,
      render: (state: string) => <ContentStateTag state={state} />,
    },
    {
      title: text.lessons.columns.updatedAt,
      dataIndex: 'updated_at',
      width: 160,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: text.common.actions,
      key: 'actions',
      width: 170,
      render: (_value, lesson) => {
        const online = lesson.state === 'published';
        return (
          <Flex gap={12}>
            <EditAction onEdit={() => setEditing(lesson.id)} />
            <Button
              type="link"
              size="small"
              style={{ paddingInline: 0 }}
              onClick={() =>
                publish.mutate(
                  { id: lesson.id, action: online ? 'unpublish' : 'publish' },
                  {
                    onSuccess: () =>
                      void message.success(online ? text.contents.unpublished : text.contents.published),
                  },
                )
              }
            >
              {online ? text.lessons.unpublish : text.lessons.publish}
            </Button>
            <DeleteAction
              id={lesson.id}
              remove={remove}
              title={text.lessons.deleteConfirm}
              description={text.lessons.deleteHint}
            />
          </Flex>
        );
      },
    },
  ];

  return (
    <Card variant="borderless" styles={{ body: { padding: 16 } }}>
      <FilterBar<LessonFilters>
        form={form}
        initialValues={{}}
        onFinish={(values) =>
          setQuery({
            ...query,
            current: 1,
            keyword: values.keyword?.trim() || undefined,
            state: values.state,
          })
        }
        onReset={() => {
          form.resetFields();
          setQuery({ current: 1, pageSize: query.pageSize });
        }}
        refreshing={lessons.isFetching && !lessons.isPending}
        onRefresh={() => void lessons.refetch()}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {text.lessons.create}
          </Button>
        }
      >
        <Form.Item name="keyword" label={text.contents.filters.keyword} style={{ marginBottom: 8 }}>
          <Input
            placeholder={text.lessons.keywordPlaceholder}
            allowClear
            maxLength={KEYWORD_MAX_LENGTH}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item name="state" label={text.contents.filters.state} style={{ marginBottom: 8 }}>
          <Select
            allowClear
            placeholder={text.common.all}
            style={{ width: 110 }}
            options={LessonStateValues.map((value) => ({ value, label: text.states[value] }))}
          />
        </Form.Item>
      </FilterBar>
      <Table<AdminLesson>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={lessons.data?.data ?? []}
        loading={lessons.isFetching}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.lessons.empty} />,
        }}
        pagination={serverPagination(
          {
            total: lessons.data?.total ?? 0,
            current: query.current,
            pageSize: query.pageSize,
            onPageChange: (current, pageSize) => setQuery({ ...query, current, pageSize }),
          },
          text.common.total,
        )}
      />
      <LessonDrawer
        lessonId={editing === 'new' ? undefined : (editing ?? undefined)}
        open={editing !== null}
        onCreated={(id) => setEditing(id)}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
