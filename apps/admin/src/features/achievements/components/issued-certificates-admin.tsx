import { type AdminCertificateQuery, CertificateState, formatDateTime } from '@ia/shared';
import { Button, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useSignedInOperator } from '../../auth';
import {
  type AdminCertificate,
  useIssuedCertificates,
  usePrograms,
  useRevokeCertificate,
} from '../api/achievements-admin';

const STATES = {
  issued: { color: 'gold', text: '待领取' },
  claimed: { color: 'green', text: '已领取' },
  revoked: { color: 'red', text: '已撤销' },
} as const;

/** 证书管理 › 已颁发证书: every certificate issued, searchable; administrators revoke one with a reason. */
export function IssuedCertificatesAdmin() {
  const [query, setQuery] = useState<AdminCertificateQuery>({ current: 1, pageSize: 20 });
  const certificates = useIssuedCertificates(query);
  const programs = usePrograms();
  const operator = useSignedInOperator();
  const [revoking, setRevoking] = useState<AdminCertificate | null>(null);
  const canRevoke = operator.role === 'administrator';
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="证书编号或姓名"
          style={{ width: 240 }}
          onSearch={(keyword) =>
            setQuery((previous) => ({ ...previous, keyword: keyword || undefined, current: 1 }))
          }
        />
        <Select
          allowClear
          placeholder="证书项目"
          style={{ width: 200 }}
          options={(programs.data ?? []).map((program) => ({ value: program.id, label: program.name }))}
          onChange={(programId?: number) =>
            setQuery((previous) => ({ ...previous, program_id: programId, current: 1 }))
          }
        />
        <Select
          allowClear
          placeholder="状态"
          style={{ width: 120 }}
          options={CertificateState.map((state) => ({ value: state, label: STATES[state].text }))}
          onChange={(state?: AdminCertificateQuery['state']) =>
            setQuery((previous) => ({ ...previous, state, current: 1 }))
          }
        />
      </Space>
      <Table<AdminCertificate>
        rowKey="id"
        loading={certificates.isFetching}
        dataSource={certificates.data?.data ?? []}
        pagination={{
          current: query.current,
          pageSize: query.pageSize,
          total: certificates.data?.total ?? 0,
          onChange: (current, pageSize) => setQuery((previous) => ({ ...previous, current, pageSize })),
        }}
        columns={[
          { title: '证书编号', dataIndex: 'number', render: (number: string) => <code>{number}</code> },
          { title: '持有人', dataIndex: 'holder_name' },
          { title: '证书项目', dataIndex: 'program_name' },
          { title: '颁发时间', dataIndex: 'issued_at', render: (value: string) => formatDateTime(value) },
          {
            title: '状态',
            dataIndex: 'state',
            render: (state: AdminCertificate['state'], row) => (
              <Space direction="vertical" size={0}>
                <Tag color={STATES[state].color}>{STATES[state].text}</Tag>
                {row.revoke_reason ? <span>原因：{row.revoke_reason}</span> : null}
              </Space>
            ),
          },
          {
            title: '操作',
            key: 'actions',
            render: (_, row) =>
              canRevoke && row.state !== 'revoked' ? (
                <Button size="small" type="link" danger onClick={() => setRevoking(row)}>
                  撤销
                </Button>
              ) : null,
          },
        ]}
      />
      {revoking ? <RevokeModal certificate={revoking} onClose={() => setRevoking(null)} /> : null}
    </>
  );
}

function RevokeModal({ certificate, onClose }: { certificate: AdminCertificate; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const revoke = useRevokeCertificate();
  return (
    <Modal
      open
      title={`撤销证书 ${certificate.number}`}
      okText="撤销"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={revoke.isPending}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then(async ({ reason }) => {
          await revoke.mutateAsync({ id: certificate.id, reason });
          onClose();
        })
      }
      destroyOnHidden
    >
      <p>撤销后验真页将显示“已撤销”，并通知持有人（{certificate.holder_name}）。此操作不可恢复。</p>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label="撤销原因"
          rules={[{ required: true, whitespace: true, message: '请填写撤销原因' }, { max: 200 }]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
