import { type AdminCertification, DEPARTMENTS, formatDateTime, optionLabel, TITLES } from '@ia/shared';
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Image,
  Result,
  Skeleton,
  Timeline,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { CertificationStatusTag } from '../../../components/certification-status-tag';
import { describeApiError } from '../../../lib/api-errors';
import { messages } from '../../../locales';
import { useCertification } from '../api/get-certification';
import { useCertificationDecision } from '../hooks/use-certification-decision';
import { RejectCertificationModal } from './reject-certification-modal';

const text = messages.certifications;
const detail = text.detail;
const DRAWER_WIDTH = 720;
const PHOTO_SIZE = 200;

export interface CertificationDrawerProps {
  /** The open submission; the drawer is closed while undefined. */
  id: number | undefined;
  /** Whether the operator may approve or reject (see config/permissions). */
  canDecide: boolean;
  onClose: () => void;
  /** Opens another submission of the same user (from the history). */
  onOpen: (id: number) => void;
}

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography.Title level={5} style={{ margin: '24px 0 12px' }}>
      {children}
    </Typography.Title>
  );
}

function ReviewOutcome({ submission }: { submission: AdminCertification }) {
  if (submission.status === 'pending') return null;
  const reviewer = [
    submission.reviewed_by,
    submission.reviewed_at ? formatDateTime(submission.reviewed_at) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return submission.status === 'rejected' ? (
    <Alert
      type="error"
      showIcon
      title={`${detail.rejectReason}：${submission.reject_reason ?? '—'}`}
      description={reviewer || undefined}
    />
  ) : (
    <Alert
      type="success"
      showIcon
      title={messages.certificationStatus.approved}
      description={reviewer || undefined}
    />
  );
}

function SubmissionFields({ submission }: { submission: AdminCertification }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={2}
      items={[
        { key: 'name', label: text.columns.name, children: submission.name },
        {
          key: 'status',
          label: text.columns.status,
          children: <CertificationStatusTag status={submission.status} />,
        },
        { key: 'hospital', label: text.columns.hospital, children: submission.hospital_name, span: 2 },
        {
          key: 'department',
          label: text.columns.department,
          children: optionLabel(DEPARTMENTS, submission.department),
        },
        { key: 'title', label: text.columns.title, children: optionLabel(TITLES, submission.title) },
        {
          key: 'licence',
          label: text.columns.licenceNumber,
          children: <Typography.Text copyable>{submission.licence_number}</Typography.Text>,
          span: 2,
        },
        {
          key: 'submittedAt',
          label: text.columns.submittedAt,
          children: formatDateTime(submission.submitted_at),
        },
        { key: 'userId', label: detail.userId, children: submission.user_id },
      ]}
    />
  );
}

function Photos({ submission }: { submission: AdminCertification }) {
  if (submission.photos.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={detail.noPhotos} />;
  }
  return (
    <>
      <Image.PreviewGroup>
        <Flex gap={12} wrap>
          {submission.photos.map((photo, index) => (
            <Image
              key={photo.id}
              // An /api/admin/uploads/:id URL: the browser sends the operator cookie with it.
              src={photo.url}
              alt={detail.photoAlt(index + 1)}
              width={PHOTO_SIZE}
              height={PHOTO_SIZE}
              style={{ objectFit: 'cover', borderRadius: 6, border: '1px solid rgba(5, 5, 5, 0.06)' }}
            />
          ))}
        </Flex>
      </Image.PreviewGroup>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
        {detail.photoHint}
      </Typography.Text>
    </>
  );
}

function History({ submission, onOpen }: { submission: AdminCertification; onOpen: (id: number) => void }) {
  const earlier = submission.history.filter((entry) => entry.id !== submission.id);
  if (earlier.length === 0) return <Typography.Text type="secondary">{detail.noHistory}</Typography.Text>;
  return (
    <Timeline
      items={earlier.map((entry) => ({
        key: entry.id,
        color: entry.status === 'approved' ? 'green' : entry.status === 'rejected' ? 'red' : 'blue',
        content: (
          <Flex vertical gap={4}>
            <Flex align="center" gap={8}>
              <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatDateTime(entry.submitted_at)}</span>
              <CertificationStatusTag status={entry.status} />
              <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => onOpen(entry.id)}>
                {detail.openHistory}
              </Button>
            </Flex>
            {entry.reject_reason ? (
              <Typography.Text type="secondary">
                {detail.rejectReason}：{entry.reject_reason}
              </Typography.Text>
            ) : null}
          </Flex>
        ),
      }))}
    />
  );
}

/** One submission: the fields, the photos, the user's history, and 通过 / 驳回 while pending. */
export function CertificationDrawer({ id, canDecide, onClose, onOpen }: CertificationDrawerProps) {
  const certification = useCertification(id);
  const submission = certification.data;
  const decision = useCertificationDecision(submission, onClose);
  const pending = submission?.status === 'pending';

  const actions =
    submission && pending && canDecide ? (
      <Flex gap={8}>
        <Button danger disabled={decision.deciding} onClick={decision.openReject}>
          {text.reject}
        </Button>
        <Button type="primary" loading={decision.deciding} onClick={decision.approve}>
          {text.approve}
        </Button>
      </Flex>
    ) : null;

  let body: ReactNode;
  if (certification.isError) {
    body = <Result status="warning" subTitle={describeApiError(certification.error)} />;
  } else if (!submission) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    body = (
      <>
        {pending && !canDecide ? (
          <Alert type="info" showIcon title={text.noPermission} style={{ marginBottom: 16 }} />
        ) : null}
        {pending ? null : (
          <div style={{ marginBottom: 16 }}>
            <ReviewOutcome submission={submission} />
          </div>
        )}
        <SubmissionFields submission={submission} />
        <SectionTitle>{detail.photos}</SectionTitle>
        <Photos submission={submission} />
        <SectionTitle>{detail.history}</SectionTitle>
        <History submission={submission} onOpen={onOpen} />
      </>
    );
  }

  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      size={DRAWER_WIDTH}
      title={submission ? detail.title(submission.name) : detail.loading}
      extra={actions}
      destroyOnHidden
    >
      {body}
      <RejectCertificationModal
        open={decision.rejecting}
        submitting={decision.deciding}
        onCancel={decision.closeReject}
        onSubmit={decision.reject}
      />
    </Drawer>
  );
}
