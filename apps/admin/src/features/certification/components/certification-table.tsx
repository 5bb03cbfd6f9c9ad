import { DEPARTMENTS, formatDateTime, optionLabel, TITLES } from '@ia/shared';
import { Button, Empty, Table, type TableProps, Typography } from 'antd';
import { CertificationStatusTag } from '../../../components/certification-status-tag';
import { type ServerPage, serverPagination } from '../../../components/server-pagination';
import { messages } from '../../../locales';
import type { AdminCertificationListItem } from '../api/get-certifications';
import type { CertificationQueueStatus } from '../hooks/use-certification-search-params';

const text = messages.certifications;
const NUMERIC = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export interface CertificationTableProps extends ServerPage {
  status: CertificationQueueStatus;
  rows: AdminCertificationListItem[];
  loading: boolean;
  onOpen: (id: number) => void;
}

function dash() {
  return <Typography.Text type="secondary">—</Typography.Text>;
}

/** The review queue as a server-paged table; a row opens the submission. */
export function CertificationTable({ status, rows, loading, onOpen, ...page }: CertificationTableProps) {
  const decided = status !== 'pending';
  const columns: TableProps<AdminCertificationListItem>['columns'] = [
    {
      title: text.columns.submittedAt,
      dataIndex: 'submitted_at',
      width: 150,
      render: (submittedAt: string) => <span style={NUMERIC}>{formatDateTime(submittedAt)}</span>,
    },
    { title: text.columns.name, dataIndex: 'name', width: 110, ellipsis: true },
    { title: text.columns.hospital, dataIndex: 'hospital_name', width: 200, ellipsis: true },
    {
      title: text.columns.department,
      dataIndex: 'department',
      width: 110,
      render: (department: string) => optionLabel(DEPARTMENTS, department),
    },
    {
      title: text.columns.title,
      dataIndex: 'title',
      width: 110,
      render: (title: string) => optionLabel(TITLES, title),
    },
    {
      title: text.columns.licenceNumber,
      dataIndex: 'licence_number',
      width: 180,
      render: (licence: string) => <Typography.Text copyable>{licence}</Typography.Text>,
    },
    {
      title: text.columns.status,
      dataIndex: 'status',
      width: 88,
      render: (value: string) => <CertificationStatusTag status={value} />,
    },
    ...(decided
      ? ([
          {
            title: text.columns.reviewer,
            dataIndex: 'reviewed_by',
            width: 100,
            render: (reviewer: string | null) => reviewer ?? dash(),
          },
          {
            title: text.columns.reviewedAt,
            dataIndex: 'reviewed_at',
            width: 150,
            render: (reviewedAt: string | null) =>
              reviewedAt ? <span style={NUMERIC}>{formatDateTime(reviewedAt)}</span> : dash(),
          },
        ] satisfies TableProps<AdminCertificationListItem>['columns'])
      : []),
    {
      title: text.columns.actions,
      key: 'actions',
      width: 80,
      fixed: 'right',
      render: (_value, row) => (
        <Button
          type="link"
          size="small"
          style={{ paddingInline: 0 }}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(row.id);
          }}
        >
          {row.status === 'pending' ? text.review : text.view}
        </Button>
      ),
    },
  ];

  return (
    <Table<AdminCertificationListItem>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 1400 }}
      onRow={(row) => ({ onClick: () => onOpen(row.id), style: { cursor: 'pointer' } })}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={status === 'pending' ? text.emptyPending : text.empty}
          />
        ),
      }}
      pagination={serverPagination(page, text.total)}
    />
  );
}
