import type { AuditLogEntry } from '@ia/shared';
import { Button, Empty, Flex, Table, type TableProps, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ServerPage, serverPagination } from '../../../components/server-pagination';
import { ADMIN_API_PREFIX } from '../../../lib/api-client';
import { messages } from '../../../locales';

const text = messages.auditLog;
const MONOSPACE = 'SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

export interface AuditLogTableProps extends ServerPage {
  rows: AuditLogEntry[];
  loading: boolean;
  onOperatorSelect: (operatorId: number) => void;
}

function statusColor(statusCode: number): string {
  if (statusCode >= 500) return 'error';
  if (statusCode >= 400) return 'warning';
  if (statusCode >= 300) return 'default';
  return 'success';
}

const METHOD_COLORS: Record<string, string> = {
  GET: 'blue',
  POST: 'green',
  PUT: 'orange',
  PATCH: 'gold',
  DELETE: 'red',
};

/** Every audited call is a console call, so the shared prefix is noise in the table (the tooltip keeps it). */
function shortPath(path: string): string {
  return path.startsWith(`${ADMIN_API_PREFIX}/`) ? path.slice(ADMIN_API_PREFIX.length) : path;
}

function hasDetail(entry: AuditLogEntry): boolean {
  return entry.detail !== null && Object.keys(entry.detail).length > 0;
}

function DetailPanel({ entry }: { entry: AuditLogEntry }) {
  return (
    <div style={{ padding: '4px 8px' }}>
      <Typography.Text type="secondary">{text.detail}</Typography.Text>
      <pre
        style={{
          margin: '8px 0 0',
          padding: 12,
          maxHeight: 360,
          overflow: 'auto',
          background: 'rgba(0, 0, 0, 0.03)',
          border: '1px solid rgba(5, 5, 5, 0.06)',
          borderRadius: 6,
          fontFamily: MONOSPACE,
          fontSize: 12,
          lineHeight: 1.6,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
        }}
      >
        {JSON.stringify(entry.detail, null, 2)}
      </pre>
    </div>
  );
}

/** The audit log as a server-paged table; each row expands to its `detail` JSON. */
export function AuditLogTable({ rows, loading, onOperatorSelect, ...page }: AuditLogTableProps) {
  const columns: TableProps<AuditLogEntry>['columns'] = [
    {
      title: text.columns.time,
      dataIndex: 'createdAt',
      width: 164,
      render: (createdAt: string) => (
        <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {dayjs(createdAt).format('YYYY-MM-DD HH:mm:ss')}
        </span>
      ),
    },
    {
      title: text.columns.operator,
      dataIndex: 'operatorName',
      width: 100,
      ellipsis: true,
      render: (_name: string | null, entry) => {
        const label =
          entry.operatorName ??
          (entry.operatorId === null ? text.unknownOperator : text.operatorId(entry.operatorId));
        if (entry.operatorId === null) return <Typography.Text type="secondary">{label}</Typography.Text>;
        const operatorId = entry.operatorId;
        return (
          <Tooltip title={text.filterByOperator}>
            <Button
              type="link"
              size="small"
              style={{ padding: 0, height: 'auto' }}
              onClick={() => onOperatorSelect(operatorId)}
            >
              {label}
            </Button>
          </Tooltip>
        );
      },
    },
    {
      title: text.columns.action,
      dataIndex: 'action',
      width: 148,
      render: (action: string) => {
        const label = text.actions[action];
        return label ? (
          <Flex vertical>
            <span>{label}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12, fontFamily: MONOSPACE }}>
              {action}
            </Typography.Text>
          </Flex>
        ) : (
          <Typography.Text ellipsis={{ tooltip: action }} style={{ fontFamily: MONOSPACE, fontSize: 12 }}>
            {action}
          </Typography.Text>
        );
      },
    },
    {
      title: text.columns.request,
      key: 'request',
      render: (_value, entry) => (
        <Flex align="center" gap={6} style={{ minWidth: 0 }}>
          <Tag color={METHOD_COLORS[entry.method] ?? 'default'} style={{ marginInlineEnd: 0 }}>
            {entry.method}
          </Tag>
          <Typography.Text
            ellipsis={{ tooltip: entry.path }}
            style={{ fontFamily: MONOSPACE, fontSize: 12, maxWidth: 320 }}
          >
            {shortPath(entry.path)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: text.columns.status,
      dataIndex: 'statusCode',
      width: 64,
      render: (statusCode: number) => (
        <Tag color={statusColor(statusCode)} style={{ marginInlineEnd: 0 }}>
          {statusCode}
        </Tag>
      ),
    },
    {
      title: text.columns.target,
      dataIndex: 'target',
      width: 128,
      render: (target: string | null) =>
        target ? (
          <Typography.Text ellipsis={{ tooltip: target }} style={{ maxWidth: 112 }}>
            {target}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: text.columns.ip,
      dataIndex: 'ip',
      width: 124,
      render: (ip: string | null) =>
        ip ? (
          <Typography.Text
            ellipsis={{ tooltip: ip }}
            style={{ fontFamily: MONOSPACE, fontSize: 12, maxWidth: 108 }}
          >
            {ip}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
  ];

  return (
    <Table<AuditLogEntry>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 980 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.empty} /> }}
      expandable={{
        expandedRowRender: (entry) => <DetailPanel entry={entry} />,
        rowExpandable: hasDetail,
      }}
      pagination={serverPagination(page, text.total)}
    />
  );
}
