import { formatDateTime } from '@ia/shared';
import { Button, Empty, Table, type TableProps, Tag, Tooltip, Typography } from 'antd';
import { messages } from '../../../locales';
import type { AdminConsentDocument } from '../api/get-consent-documents';

const text = messages.consentDocuments;
const HASH_PREFIX_LENGTH = 12;
const MONOSPACE = 'SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

export interface ConsentVersionTableProps {
  versions: AdminConsentDocument[];
  onView: (document: AdminConsentDocument) => void;
}

/** The versions of one document, newest first. */
export function ConsentVersionTable({ versions, onView }: ConsentVersionTableProps) {
  const columns: TableProps<AdminConsentDocument>['columns'] = [
    {
      title: text.columns.version,
      dataIndex: 'version',
      width: 72,
      render: (version: number) => text.versionLabel(version),
    },
    { title: text.columns.title, dataIndex: 'title', ellipsis: true },
    {
      title: text.columns.commitHash,
      dataIndex: 'commit_hash',
      width: 170,
      render: (hash: string) => (
        <Tooltip title={hash}>
          <Typography.Text copyable={{ text: hash }} style={{ fontFamily: MONOSPACE, fontSize: 12 }}>
            {hash.slice(0, HASH_PREFIX_LENGTH)}
          </Typography.Text>
        </Tooltip>
      ),
    },
    {
      title: text.columns.publishedAt,
      dataIndex: 'published_at',
      width: 150,
      render: (publishedAt: string) => (
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatDateTime(publishedAt)}</span>
      ),
    },
    {
      title: text.columns.status,
      dataIndex: 'current',
      width: 96,
      render: (current: boolean) =>
        current ? (
          <Tag color="success" style={{ marginInlineEnd: 0 }}>
            {text.current}
          </Tag>
        ) : (
          <Tag style={{ marginInlineEnd: 0 }}>{text.past}</Tag>
        ),
    },
    {
      title: text.columns.actions,
      key: 'actions',
      width: 72,
      render: (_value, document) => (
        <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => onView(document)}>
          {text.view}
        </Button>
      ),
    },
  ];

  return (
    <Table<AdminConsentDocument>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={versions}
      pagination={versions.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.noVersions} /> }}
    />
  );
}
