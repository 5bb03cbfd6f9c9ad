import { DownloadOutlined } from '@ant-design/icons';
import { type AdminFormQuestion, formatDateTime, PAGE_SIZE_DEFAULT } from '@ia/shared';
import { Button, Empty, Flex, Image, Space, Table, type TableProps, Typography } from 'antd';
import { useState } from 'react';
import { serverPagination } from '../../../components/server-pagination';
import { messages } from '../../../locales';
import {
  type AdminFormSubmission,
  formSubmissionsCsvUrl,
  useFormSubmissions,
} from '../api/get-form-submissions';
import type { FormTarget } from '../form-target';

const text = messages.contentForms.submissions;
const NUMERIC = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export interface FormSubmissionsTableProps {
  /** The content (or campaign) whose form it is. */
  target: FormTarget;
  /** The form's questions: one column each. */
  questions: AdminFormQuestion[];
}

function answerCell(question: AdminFormQuestion, value: string | undefined) {
  if (!value) return <Typography.Text type="secondary">—</Typography.Text>;
  if (question.kind === 'upload') {
    return (
      <Image.PreviewGroup>
        <Space size={4} wrap>
          {value.split(',').map((url) => (
            <Image key={url} src={url} width={40} height={40} style={{ objectFit: 'cover' }} />
          ))}
        </Space>
      </Image.PreviewGroup>
    );
  }
  return (
    <Typography.Paragraph
      style={{ margin: 0, whiteSpace: 'pre-wrap' }}
      ellipsis={{ rows: 3, expandable: true }}
    >
      {value}
    </Typography.Paragraph>
  );
}

/** Who submitted the content's form and what they answered, newest first; and the CSV export. */
export function FormSubmissionsTable({ target, questions }: FormSubmissionsTableProps) {
  const [paging, setPaging] = useState({ current: 1, pageSize: PAGE_SIZE_DEFAULT });
  const submissions = useFormSubmissions(target, paging);

  const columns: TableProps<AdminFormSubmission>['columns'] = [
    {
      title: text.columns.submittedAt,
      dataIndex: 'submitted_at',
      width: 140,
      fixed: 'left',
      render: (submittedAt: string) => <span style={NUMERIC}>{formatDateTime(submittedAt)}</span>,
    },
    {
      title: text.columns.user,
      key: 'user',
      width: 120,
      render: (_value, row) => row.user.name ?? text.userRef(row.user.id),
    },
    {
      title: text.columns.hospital,
      key: 'hospital',
      width: 180,
      ellipsis: true,
      render: (_value, row) => row.user.hospital ?? '—',
    },
    ...questions.map((question) => ({
      title: question.label,
      key: `q${question.id}`,
      width: question.kind === 'textarea' ? 280 : 160,
      render: (_value: unknown, row: AdminFormSubmission) =>
        answerCell(question, row.answers[String(question.id)]),
    })),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">{text.total(submissions.data?.total ?? 0)}</Typography.Text>
        <Button icon={<DownloadOutlined />} href={formSubmissionsCsvUrl(target)} download>
          {text.export}
        </Button>
      </Flex>
      <Table<AdminFormSubmission>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={submissions.data?.data ?? []}
        loading={submissions.isFetching}
        scroll={{ x: 440 + questions.length * 200 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.empty} /> }}
        pagination={serverPagination(
          {
            ...paging,
            total: submissions.data?.total ?? 0,
            onPageChange: (current, pageSize) => setPaging({ current, pageSize }),
          },
          text.total,
        )}
      />
    </Flex>
  );
}
