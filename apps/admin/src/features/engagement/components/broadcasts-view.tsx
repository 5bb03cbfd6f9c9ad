import {
  type AdminBroadcast,
  type AdminBroadcastInput,
  BROADCAST_TEXT_MAX,
  formatDateTime,
} from '@ia/shared';
import { Button, Card, Form, Input, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { messages } from '../../../locales';
import { useBroadcasts, useSendBroadcast } from '../api/engagement-admin';
import { AudienceFields } from './audience-fields';

const text = messages.engagementAdmin.broadcasts;

/** A key per compose form: sending the same form twice (a double click, a retry) is one broadcast. */
const newRequestKey = () => crypto.randomUUID();

/** 消息推送: compose and send now, and the history with recipients and reads. */
export function BroadcastsView() {
  const [form] = Form.useForm<AdminBroadcastInput>();
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [current, setCurrent] = useState(1);
  const history = useBroadcasts(current);
  const send = useSendBroadcast();

  const handleSend = async () => {
    const values = await form.validateFields();
    const sent = await send.mutateAsync({ ...values, request_key: requestKey });
    notifySuccess(sent.created ? text.sent(sent.recipients) : text.repeated);
    form.resetFields();
    setRequestKey(newRequestKey());
  };

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={text.compose}>
        <Form form={form} layout="vertical" initialValues={{ audience: 'all' }} style={{ maxWidth: 640 }}>
          <Form.Item
            name="title"
            label={text.fields.title}
            rules={[{ required: true, max: BROADCAST_TEXT_MAX.title }]}
          >
            <Input maxLength={BROADCAST_TEXT_MAX.title} />
          </Form.Item>
          <Form.Item
            name="body"
            label={text.fields.body}
            rules={[{ required: true, max: BROADCAST_TEXT_MAX.body }]}
          >
            <Input.TextArea rows={4} maxLength={BROADCAST_TEXT_MAX.body} showCount />
          </Form.Item>
          <Form.Item name="link" label={text.fields.link}>
            <Input placeholder="/annual/retrospect" />
          </Form.Item>
          <AudienceFields
            text={text.fields}
            options={[
              { value: 'all', label: text.audience.all },
              { value: 'groups', label: text.audience.groups },
            ]}
          />
          <Popconfirm title={text.confirm} onConfirm={() => void handleSend().catch(() => undefined)}>
            <Button type="primary" loading={send.isPending}>
              {text.send}
            </Button>
          </Popconfirm>
        </Form>
      </Card>
      <Card title={text.history}>
        <Table<AdminBroadcast>
          rowKey="id"
          loading={history.isPending}
          dataSource={history.data?.data ?? []}
          pagination={{ current, pageSize: 20, total: history.data?.total ?? 0, onChange: setCurrent }}
          columns={[
            { title: text.columns.title, dataIndex: 'title' },
            {
              title: text.columns.audience,
              render: (_, row) => text.audience[row.audience],
            },
            { title: text.columns.recipients, dataIndex: 'recipients' },
            { title: text.columns.read, dataIndex: 'read_count' },
            { title: text.columns.operator, dataIndex: 'operator_name' },
            {
              title: text.columns.sentAt,
              render: (_, row) => (row.sent_at ? formatDateTime(row.sent_at) : '—'),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
