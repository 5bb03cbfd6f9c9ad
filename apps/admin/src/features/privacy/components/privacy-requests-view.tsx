import { DownloadOutlined } from '@ant-design/icons';
import {
  type AdminPrivacyRequest,
  formatDateTime,
  type PersonalDataExport,
  PRIVACY_NOTE_MAX,
  PrivacyRequestKind,
  type PrivacyRequestKindValue,
  type PrivacyRequestStatusValue,
} from '@ia/shared';
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Radio,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { messages } from '../../../locales';
import {
  useCreatePrivacyRequest,
  usePrivacyRequestCopy,
  usePrivacyRequests,
  useResolvePrivacyRequest,
} from '../api/privacy-admin';

const text = messages.privacyAdmin;

/**
 * The member's copy as a JSON file (UTF-8), what the operator sends on: selecting a long JSON text
 * in the drawer by hand is how a copy gets cut short.
 */
function downloadCopy(userId: number, copy: PersonalDataExport): void {
  const blob = new Blob([JSON.stringify(copy, null, 2)], { type: 'application/json;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `personal-data-${userId}-${copy.generated_at.slice(0, 10)}.json`;
  anchor.click();
  URL.revokeObjectURL(url);
}

/** The due day with the working days left: red once overdue, orange in the last three days. */
function Clock({ item }: { item: AdminPrivacyRequest }) {
  if (item.days_left === null) return <span>{item.due_on}</span>;
  if (item.overdue) return <Tag color="red">{`${item.due_on} · ${text.overdue(-item.days_left)}`}</Tag>;
  return (
    <Tag
      color={item.days_left <= 3 ? 'orange' : 'blue'}
    >{`${item.due_on} · ${text.daysLeft(item.days_left)}`}</Tag>
  );
}

interface HotlineForm {
  user_id: number;
  kind: PrivacyRequestKindValue;
  note?: string;
}

/** 登记热线请求: the member by id (found in 用户管理), what they asked for, no contact details. */
function HotlineRequestModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<HotlineForm>();
  const create = useCreatePrivacyRequest();
  const handleSubmit = async (values: HotlineForm) => {
    await create.mutateAsync({
      user_id: values.user_id,
      kind: values.kind,
      note: values.note?.trim() || null,
    });
    notifySuccess(text.created);
    form.resetFields();
    onClose();
  };
  return (
    <Modal
      open={open}
      title={text.enter}
      okText={text.save}
      cancelText={text.cancel}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<HotlineForm>
        form={form}
        layout="vertical"
        onFinish={(values) => void handleSubmit(values).catch(() => undefined)}
      >
        <Form.Item
          name="user_id"
          label={text.fields.userId}
          rules={[{ required: true, message: text.userIdRequired }]}
        >
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="kind"
          label={text.fields.kind}
          rules={[{ required: true, message: text.kindRequired }]}
        >
          <Select options={PrivacyRequestKind.map((value) => ({ value, label: text.kind[value] }))} />
        </Form.Item>
        <Form.Item name="note" label={text.fields.note} extra={text.noteHint}>
          <Input.TextArea rows={3} maxLength={PRIVACY_NOTE_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A request's detail: the copy for a copy request, and answering it (a cancellation after a warning). */
function RequestDrawer({ request, onClose }: { request: AdminPrivacyRequest | null; onClose: () => void }) {
  const [copyFor, setCopyFor] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<'completed' | 'rejected'>('completed');
  const [note, setNote] = useState('');
  const copy = usePrivacyRequestCopy(copyFor);
  const resolve = useResolvePrivacyRequest();

  const close = () => {
    setCopyFor(null);
    setNote('');
    setOutcome('completed');
    onClose();
  };
  const submit = async (id: number) => {
    await resolve.mutateAsync({ id, outcome, note: note.trim() });
    notifySuccess(text.resolved);
    close();
  };
  return (
    <Drawer open={request !== null} onClose={close} width="min(640px, 100vw)" title={text.detail}>
      {request ? (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={text.columns.userId}>{request.user_id}</Descriptions.Item>
            <Descriptions.Item label={text.columns.kind}>{text.kind[request.kind]}</Descriptions.Item>
            <Descriptions.Item label={text.columns.channel}>
              {text.channel[request.channel]}
            </Descriptions.Item>
            <Descriptions.Item label={text.columns.receivedAt}>
              {formatDateTime(request.received_at)}
            </Descriptions.Item>
            <Descriptions.Item label={text.columns.dueOn}>
              <Clock item={request} />
            </Descriptions.Item>
            <Descriptions.Item label={text.fields.note}>{request.note ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={text.columns.enteredBy}>{request.entered_by ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={text.columns.status}>{text.status[request.status]}</Descriptions.Item>
            {request.status !== 'open' ? (
              <>
                <Descriptions.Item label={text.fields.resolution}>
                  {request.resolution ?? '—'}
                </Descriptions.Item>
                <Descriptions.Item label={text.fields.resolvedBy}>
                  {request.resolved_by ?? text.byMember}
                </Descriptions.Item>
              </>
            ) : null}
          </Descriptions>
          {request.kind === 'copy' && request.status === 'open' ? (
            copy.data ? (
              <figure style={{ margin: 0 }}>
                <figcaption>
                  <Space>
                    {text.copyLabel}
                    <Button
                      size="small"
                      icon={<DownloadOutlined />}
                      onClick={() => downloadCopy(request.user_id, copy.data)}
                    >
                      {text.downloadCopy}
                    </Button>
                  </Space>
                </figcaption>
                <pre style={{ maxHeight: 320, overflow: 'auto', fontSize: 12 }}>
                  {JSON.stringify(copy.data, null, 2)}
                </pre>
              </figure>
            ) : (
              <Button loading={copy.isFetching} onClick={() => setCopyFor(request.id)}>
                {text.showCopy}
              </Button>
            )
          ) : null}
          {request.status === 'open' ? (
            <Space direction="vertical" style={{ width: '100%' }}>
              {request.kind === 'cancellation' ? (
                <Alert type="warning" showIcon message={text.cancellationHint} />
              ) : null}
              {request.kind === 'correction' || request.kind === 'deletion' ? (
                <Alert type="info" showIcon message={text.manualHint} />
              ) : null}
              <Radio.Group value={outcome} onChange={(event) => setOutcome(event.target.value)}>
                <Radio value="completed">{text.outcome.completed}</Radio>
                <Radio value="rejected">{text.outcome.rejected}</Radio>
              </Radio.Group>
              <Input.TextArea
                aria-label={text.fields.resolution}
                placeholder={text.resolutionPlaceholder}
                rows={3}
                maxLength={PRIVACY_NOTE_MAX}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
              {request.kind === 'cancellation' && outcome === 'completed' ? (
                // Irreversible: a second confirmation names the member.
                <Popconfirm
                  title={text.cancelConfirmTitle(request.user_id)}
                  description={text.cancelConfirm}
                  okText={text.cancelConfirmAction}
                  okButtonProps={{ danger: true }}
                  cancelText={text.cancel}
                  disabled={note.trim() === ''}
                  onConfirm={() => submit(request.id).catch(() => undefined)}
                >
                  <Button type="primary" danger disabled={note.trim() === ''} loading={resolve.isPending}>
                    {text.submit}
                  </Button>
                </Popconfirm>
              ) : (
                <Button
                  type="primary"
                  disabled={note.trim() === ''}
                  loading={resolve.isPending}
                  onClick={() => void submit(request.id).catch(() => undefined)}
                >
                  {text.submit}
                </Button>
              )}
            </Space>
          ) : null}
        </Space>
      ) : null}
    </Drawer>
  );
}

/** 隐私请求: the queue with the 15-working-day clock, hotline entry, and answering requests. */
export function PrivacyRequestsView() {
  const [status, setStatus] = useState<PrivacyRequestStatusValue | undefined>('open');
  const [current, setCurrent] = useState(1);
  const [entering, setEntering] = useState(false);
  const [opened, setOpened] = useState<AdminPrivacyRequest | null>(null);
  const list = usePrivacyRequests({ current, status });

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          allowClear
          aria-label={text.statusFilter}
          placeholder={text.all}
          style={{ width: 160 }}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setCurrent(1);
          }}
          options={(Object.keys(text.status) as PrivacyRequestStatusValue[]).map((value) => ({
            value,
            label: text.status[value],
          }))}
        />
        <Button type="primary" onClick={() => setEntering(true)}>
          {text.enter}
        </Button>
      </Space>
      <Table<AdminPrivacyRequest>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.data ?? []}
        pagination={{ current, pageSize: 20, total: list.data?.total ?? 0, onChange: setCurrent }}
        rowClassName={(row) => (row.overdue ? 'ant-table-row-danger' : '')}
        // As the console's other tables: on a narrow window the table scrolls instead of wrapping
        // its headers and dates a character a line.
        scroll={{ x: 900 }}
        columns={[
          { title: text.columns.id, dataIndex: 'id' },
          { title: text.columns.userId, dataIndex: 'user_id' },
          { title: text.columns.kind, render: (_, row) => text.kind[row.kind] },
          { title: text.columns.channel, render: (_, row) => text.channel[row.channel] },
          { title: text.columns.receivedAt, render: (_, row) => formatDateTime(row.received_at) },
          { title: text.columns.dueOn, render: (_, row) => <Clock item={row} /> },
          { title: text.columns.status, render: (_, row) => text.status[row.status] },
          {
            title: '',
            render: (_, row) => (
              <Button type="link" onClick={() => setOpened(row)}>
                {row.status === 'open' ? text.handle : text.view}
              </Button>
            ),
          },
        ]}
      />
      <HotlineRequestModal open={entering} onClose={() => setEntering(false)} />
      <RequestDrawer request={opened} onClose={() => setOpened(null)} />
    </Space>
  );
}
