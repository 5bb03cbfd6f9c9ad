import { formatDate } from '@ia/shared';
import { useTranslation } from 'react-i18next';
import styles from './content-detail.module.css';

export interface ApprovalFooterProps {
  approvalCode: string | null;
  expiresAt?: string | null;
}

/** Pharma rule: promotional material carries its approval code and expiry at the foot. */
export function ApprovalFooter({ approvalCode, expiresAt }: ApprovalFooterProps) {
  const { t } = useTranslation();
  if (!approvalCode && !expiresAt) return null;
  return (
    <footer className={styles.approval}>
      {approvalCode ? <p>{t('detail.approval.code', { code: approvalCode })}</p> : null}
      {expiresAt ? <p>{t('detail.approval.expires', { date: formatDate(expiresAt) })}</p> : null}
    </footer>
  );
}
