import type { CertificationStatusValue } from '@ia/shared';
import { Tag } from 'antd';
import { messages } from '../locales';

const STATUS_COLORS: Record<CertificationStatusValue, string> = {
  none: 'default',
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
};

export interface CertificationStatusTagProps {
  /** A status of the contract; anything else (an old history row) is shown as it is. */
  status: string;
}

/** 未提交 / 待审核 / 已通过 / 已驳回, coloured the same on every console screen. */
export function CertificationStatusTag({ status }: CertificationStatusTagProps) {
  const color = STATUS_COLORS[status as CertificationStatusValue] ?? 'default';
  return (
    <Tag color={color} style={{ marginInlineEnd: 0 }}>
      {messages.certificationStatus[status] ?? status}
    </Tag>
  );
}
