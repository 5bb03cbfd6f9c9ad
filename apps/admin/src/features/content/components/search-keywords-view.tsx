import { PlusOutlined } from '@ant-design/icons';
import { type AdminSearchKeywordInput, adminSearchKeywordInputSchema } from '@ia/shared';
import { App, Button, Card, Empty, Flex, Form, Input, InputNumber, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { ModalForm } from '../../../components/modal-editor';
import { zodFormRule } from '../../../lib/zod-form-rule';
import { messages } from '../../../locales';
import {
  type AdminSearchKeyword,
  useDeleteSearchKeyword,
  useSaveSearchKeyword,
  useSearchKeywords,
} from '../api/search-keywords';
import { DeleteAction, EditAction } from './row-actions';

const text = messages.contentAdmin.searchKeywords;
const common = messages.contentAdmin.common;

const NEW_KEYWORD: AdminSearchKeywordInput = { keyword: '', pinned: true, hidden: false, sort: 0 };

function inputOf(row: AdminSearchKeyword): AdminSearchKeywordInput {
  return { keyword: row.keyword, pinned: row.pinned, hidden: row.hidden, sort: row.sort };
}

/**
 * 热门搜索 (issue 16): what doctors search, counted by the server, and the operators' edits of
 * what the app's search page offers: pin (in their order), hide, add, rewrite, delete.
 */
export function SearchKeywordsView() {
  const { message } = App.useApp();
  const keywords = useSearchKeywords();
  const save = useSaveSearchKeyword();
  const remove = useDeleteSearchKeyword();
  const [editing, setEditing] = useState<AdminSearchKeyword | 'new' | null>(null);
  const [form] = Form.useForm<AdminSearchKeywordInput>();

  const toggle = (row: AdminSearchKeyword, patch: Partial<AdminSearchKeywordInput>) =>
    save.mutate({ id: row.id, values: { ...inputOf(row), ...patch } });

  return (
    <Card
      title={text.title}
      variant="borderless"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {text.create}
        </Button>
      }
    >
      <p>{text.hint}</p>
      <Table<AdminSearchKeyword>
        rowKey="id"
        size="small"
        dataSource={keywords.data ?? []}
        loading={keywords.isFetching}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.empty} /> }}
        columns={[
          {
            title: text.keyword,
            dataIndex: 'keyword',
            render: (keyword: string, row) => (
              <Flex gap={8} align="center">
                {keyword}
                {row.hidden ? <Tag>{text.hiddenTag}</Tag> : null}
              </Flex>
            ),
          },
          { title: text.count, dataIndex: 'search_count', width: 100 },
          {
            title: text.pinned,
            dataIndex: 'pinned',
            width: 80,
            render: (pinned: boolean, row) => (
              <Switch
                size="small"
                checked={pinned}
                aria-label={`${text.pinned} ${row.keyword}`}
                onChange={(checked) => toggle(row, { pinned: checked })}
              />
            ),
          },
          { title: common.sort, dataIndex: 'sort', width: 70 },
          {
            title: text.hidden,
            dataIndex: 'hidden',
            width: 80,
            render: (hidden: boolean, row) => (
              <Switch
                size="small"
                checked={hidden}
                aria-label={`${text.hidden} ${row.keyword}`}
                onChange={(checked) => toggle(row, { hidden: checked })}
              />
            ),
          },
          {
            title: common.actions,
            key: 'actions',
            width: 120,
            render: (_value, row) => (
              <Flex gap={12}>
                <EditAction onEdit={() => setEditing(row)} />
                <DeleteAction id={row.id} remove={remove} title={text.deleteConfirm(row.keyword)} />
              </Flex>
            ),
          },
        ]}
      />
      {editing ? (
        <ModalForm<AdminSearchKeywordInput>
          title={editing === 'new' ? text.create : text.edit}
          form={form}
          initialValues={editing === 'new' ? NEW_KEYWORD : inputOf(editing)}
          saving={save.isPending}
          onSubmit={async (values) => {
            await save.mutateAsync({
              id: editing === 'new' ? undefined : editing.id,
              values: { ...values, sort: values.sort ?? 0 },
            });
            void message.success(common.saved);
          }}
          onClose={() => setEditing(null)}
        >
          <Form.Item
            name="keyword"
            label={text.keyword}
            required
            rules={[zodFormRule(adminSearchKeywordInputSchema.shape.keyword)]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="pinned" label={text.pinned} valuePropName="checked" extra={text.pinnedHint}>
            <Switch />
          </Form.Item>
          <Form.Item name="sort" label={common.sort} extra={common.sortHint}>
            <InputNumber precision={0} min={0} />
          </Form.Item>
          <Form.Item name="hidden" label={text.hidden} valuePropName="checked" extra={text.hiddenHint}>
            <Switch />
          </Form.Item>
        </ModalForm>
      ) : null}
    </Card>
  );
}
