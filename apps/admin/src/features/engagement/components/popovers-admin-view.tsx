import {
  type AdminPopover,
  type AdminPopoverInput,
  formatDateTime,
  POPOVER_TITLE_MAX_LENGTH,
} from '@ia/shared';
import { Button, Form, Input, InputNumber, Modal, Popconfirm, Radio, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { ShanghaiDateTimePicker } from '../../../components/shanghai-date-time-picker';
import { notifySuccess } from '../../../lib/notify';
import { messages } from '../../../locales';
import { useDeletePopover, usePopovers, useSavePopover } from '../api/engagement-admin';
import { AudienceFields } from './audience-fields';

const text = messages.engagementAdmin.popovers;

/** 首页弹窗: the schedule, with how many users each was shown to. */
export function PopoversAdminView() {
  const [current, setCurrent] = useState(1);
  const [editing, setEditing] = useState<AdminPopover | 'new' | null>(null);
  const [form] = Form.useForm<AdminPopoverInput>();
  const list = usePopovers(current);
  const save = useSavePopover();
  const remove = useDeletePopover();

  const open = (row: AdminPopover | 'new') => {
    setEditing(row);
    form.resetFields();
    if (row !== 'new') form.setFieldsValue({ ...row });
  };
  const handleSave = async () => {
    const values = await form.validateFields();
    await save.mutateAsync({
      id: editing === 'new' || editing === null ? undefined : editing.id,
      input: values,
    });
    notifySuccess(text.saved);
    setEditing(null);
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Button type="primary" onClick={() => open('new')}>
        {text.create}
      </Button>
      <Table<AdminPopover>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.data ?? []}
        pagination={{ current, pageSize: 20, total: list.data?.total ?? 0, onChange: setCurrent }}
        columns={[
          { title: text.columns.title, dataIndex: 'title' },
          {
            title: text.columns.window,
            render: (_, row) => `${formatDateTime(row.start_at)} – ${formatDateTime(row.end_at)}`,
          },
          { title: text.columns.frequency, render: (_, row) => text.frequency[row.frequency] },
          { title: text.columns.audience, render: (_, row) => text.audience[row.audience] },
          { title: text.columns.shown, dataIndex: 'shown_users' },
          {
            title: text.columns.enabled,
            render: (_, row) => (
              <Tag color={row.enabled ? 'green' : 'default'}>{row.enabled ? text.on : text.off}</Tag>
            ),
          },
          {
            title: '',
            render: (_, row) => (
              <Space>
                <Button type="link" onClick={() => open(row)}>
                  {text.edit}
                </Button>
                <Popconfirm title={text.removeConfirm} onConfirm={() => remove.mutate(row.id)}>
                  <Button type="link" danger>
                    {text.remove}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? text.create : text.edit}
        onCancel={() => setEditing(null)}
        onOk={() => void handleSave().catch(() => undefined)}
        okButtonProps={{ loading: save.isPending }}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ frequency: 'once', audience: 'all', enabled: true, sort: 0, member_group_ids: [] }}
        >
          <Form.Item
            name="title"
            label={text.fields.title}
            rules={[{ required: true, max: POPOVER_TITLE_MAX_LENGTH }]}
          >
            <Input maxLength={POPOVER_TITLE_MAX_LENGTH} />
          </Form.Item>
          <Form.Item name="image" label={text.fields.image} rules={[{ required: true }]}>
            <Input placeholder="/uploads/… 或 https://…" />
          </Form.Item>
          <Form.Item name="link" label={text.fields.link}>
            <Input placeholder="/annual/retrospect" />
          </Form.Item>
          <Space>
            <Form.Item name="start_at" label={text.fields.startAt} rules={[{ required: true }]}>
              <ShanghaiDateTimePicker />
            </Form.Item>
            <Form.Item name="end_at" label={text.fields.endAt} rules={[{ required: true }]}>
              <ShanghaiDateTimePicker />
            </Form.Item>
          </Space>
          <Form.Item name="frequency" label={text.fields.frequency}>
            <Radio.Group
              options={[
                { value: 'once', label: text.frequency.once },
                { value: 'daily', label: text.frequency.daily },
              ]}
            />
          </Form.Item>
          <AudienceFields
            text={text.fields}
            options={[
              { value: 'all', label: text.audience.all },
              { value: 'certified', label: text.audience.certified },
              { value: 'groups', label: text.audience.groups },
            ]}
          />
          <Space>
            <Form.Item name="enabled" label={text.fields.enabled} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="sort" label={text.fields.sort}>
              <InputNumber min={0} max={9999} />
            </Form.Item>
          </Space>
        </Form>
      </Modal>
    </Space>
  );
}
