import {
  type AdminAdverseEventItem,
  type AdverseEventStatusValue,
  formatDateTime,
  NEXT_ADVERSE_EVENT_STATUS,
} from '@ia/shared';
import { Button, Descriptions, Drawer, Input, Select, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { messages } from '../../../locales';
import { useAdverseEvent, useAdverseEvents, useMoveAdverseEvent } from '../api/engagement-admin';

const text = messages.engagementAdmin.drugSafety;
const SERIOUSNESS_COLOR = { death: 'red', serious: 'orange', non_serious: 'default' } as const;

function Clock({ item }: { item: AdminAdverseEventItem }) {
  if (item.days_left === null) return <span>{item.due_on}</span>;
  if (item.overdue) return <Tag color="red">{`${item.due_on} · ${text.overdue(-item.days_left)}`}</Tag>;
  return (
    <Tag
      color={item.days_left <= 3 ? 'orange' : 'blue'}
    >{`${item.due_on} · ${text.daysLeft(item.days_left)}`}</Tag>
  );
}

/** 药物警戒: the inbox with the legal clock, and the decrypted detail (each opening is audited). */
export function DrugSafetyView() {
  const [status, setStatus] = useState<AdverseEventStatusValue | undefined>(undefined);
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [current, setCurrent] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const list = useAdverseEvents({ current, status, overdue: overdueOnly ? 1 : undefined });
  const detail = useAdverseEvent(openId);
  const move = useMoveAdverseEvent();
  const report = detail.data;
  const next = report ? NEXT_ADVERSE_EVENT_STATUS[report.status] : null;

  const handleMove = async () => {
    if (!report || !next) return;
    await move.mutateAsync({ id: report.id, status: next, ...(note ? { note } : {}) });
    setNote('');
    notifySuccess(text.moved);
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space>
        <Select
          allowClear
          placeholder={text.all}
          style={{ width: 160 }}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setCurrent(1);
          }}
          options={(Object.keys(text.status) as AdverseEventStatusValue[]).map((value) => ({
            value,
            label: text.status[value],
          }))}
        />
        <Switch checked={overdueOnly} onChange={setOverdueOnly} /> {text.overdueOnly}
      </Space>
      <Table<AdminAdverseEventItem>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.data ?? []}
        pagination={{ current, pageSize: 20, total: list.data?.total ?? 0, onChange: setCurrent }}
        rowClassName={(row) => (row.overdue ? 'ant-table-row-danger' : '')}
        columns={[
          { title: text.columns.reference, dataIndex: 'reference' },
          { title: text.columns.product, dataIndex: 'product_name' },
          {
            title: text.columns.seriousness,
            render: (_, row) => (
              <Tag color={SERIOUSNESS_COLOR[row.seriousness]}>{text.seriousness[row.seriousness]}</Tag>
            ),
          },
          { title: text.columns.receivedAt, render: (_, row) => formatDateTime(row.received_at) },
          { title: text.columns.dueOn, render: (_, row) => <Clock item={row} /> },
          { title: text.columns.status, render: (_, row) => text.status[row.status] },
          {
            title: '',
            render: (_, row) => (
              <Button type="link" onClick={() => setOpenId(row.id)}>
                {text.open}
              </Button>
            ),
          },
        ]}
      />
      <Drawer
        open={openId !== null}
        onClose={() => setOpenId(null)}
        width={640}
        title={text.detail}
        loading={detail.isPending}
      >
        {report ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label={text.columns.reference}>{report.reference}</Descriptions.Item>
              <Descriptions.Item label={text.columns.status}>{text.status[report.status]}</Descriptions.Item>
              <Descriptions.Item label={text.columns.dueOn}>
                <Clock item={report} />
              </Descriptions.Item>
              <Descriptions.Item label={text.columns.seriousness}>
                {text.seriousness[report.seriousness]}
              </Descriptions.Item>
              <Descriptions.Item label={text.columns.product}>{report.product_name}</Descriptions.Item>
              <Descriptions.Item label={text.fields.batch}>{report.batch_number ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={text.fields.reaction}>{report.reaction}</Descriptions.Item>
              <Descriptions.Item label={text.fields.onsetDate}>{report.onset_date ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={text.fields.outcome}>{report.outcome}</Descriptions.Item>
              <Descriptions.Item label={text.fields.patientInitials}>
                {report.patient_initials}
              </Descriptions.Item>
              <Descriptions.Item label={text.fields.patientAge}>
                {report.patient_age ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item label={text.fields.patientSex}>{report.patient_sex}</Descriptions.Item>
              <Descriptions.Item label={text.fields.reporterName}>{report.reporter_name}</Descriptions.Item>
              <Descriptions.Item label={text.fields.reporterContact}>
                {report.reporter_contact}
              </Descriptions.Item>
              <Descriptions.Item label={text.fields.profession}>{report.profession}</Descriptions.Item>
              <Descriptions.Item label={text.fields.consentAt}>
                {formatDateTime(report.consent_at)}
              </Descriptions.Item>
              <Descriptions.Item label={text.fields.note}>{report.note ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={text.fields.handledBy}>{report.handled_by ?? '—'}</Descriptions.Item>
            </Descriptions>
            {next ? (
              <Space.Compact style={{ width: '100%' }}>
                <Input
                  placeholder={text.notePlaceholder}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                />
                <Button
                  type="primary"
                  loading={move.isPending}
                  onClick={() => void handleMove().catch(() => undefined)}
                >
                  {text.moveTo(text.status[next])}
                </Button>
              </Space.Compact>
            ) : null}
          </Space>
        ) : null}
      </Drawer>
    </Space>
  );
}
