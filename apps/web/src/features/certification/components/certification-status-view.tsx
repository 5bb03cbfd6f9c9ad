import { type CertificationInfo, formatDateTime } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import Result from 'antd-mobile/es/components/result';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormSkeleton, LoadError } from '../../../components/forms/components/page-states';
import { useUserInfo } from '../../users';
import { useCertificationInfo } from '../api/get-certification-info';
import styles from './certification.module.css';
import { CertificationSteps } from './certification-steps';

/**
 * /veeva: where the user stands with certification. none → what it is and a start button;
 * pending → 审核中; approved → 已认证, permanent access; rejected → the reason and a resubmit.
 */
export function CertificationStatusView() {
  const info = useCertificationInfo();
  if (info.isPending) return <FormSkeleton rows={4} />;
  if (info.isError) return <LoadError onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  return <CertificationStatusCard info={info.data} />;
}

function CertificationStatusCard({ info }: { info: CertificationInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submittedAt = info.submission
    ? t('registration.certification.submittedAt', { time: formatDateTime(info.submission.submitted_at) })
    : null;

  switch (info.status) {
    case 'none':
      return (
        <div className={styles.card}>
          <Result
            status="info"
            title={t('registration.certification.introTitle')}
            description={t('registration.certification.introText')}
          />
          <TrialNote />
          <CertificationSteps status="none" />
          <div className={styles.actions}>
            <ToFormButton>{t('registration.certification.start')}</ToFormButton>
            <Button block fill="none" color="primary" onClick={() => void navigate('/bindStep')}>
              {t('registration.certification.viewSteps')}
            </Button>
          </div>
        </div>
      );
    case 'pending':
      return (
        <div className={styles.card}>
          <Result
            status="waiting"
            title={t('registration.certification.pending')}
            description={t('registration.certification.pendingText')}
          />
          {submittedAt ? <p className={styles.text}>{submittedAt}</p> : null}
          <CertificationSteps status="pending" />
        </div>
      );
    case 'approved':
      return (
        <div className={styles.card}>
          <Result
            status="success"
            title={t('registration.certification.approved')}
            description={t('registration.certification.approvedText')}
          />
        </div>
      );
    case 'rejected':
      return (
        <div className={styles.card}>
          <Result status="error" title={t('registration.certification.rejected')} />
          <p className={styles.reason} role="alert">
            {t('registration.certification.rejectedReason', {
              reason: info.submission?.reject_reason || t('registration.certification.noReason'),
            })}
          </p>
          {submittedAt ? <p className={styles.text}>{submittedAt}</p> : null}
          <div className={styles.actions}>
            <ToFormButton>{t('registration.certification.resubmit')}</ToFormButton>
          </div>
        </div>
      );
  }
}

/** The main action of the card: on to the certification form (/veevaupload). */
function ToFormButton({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Button block color="primary" shape="rounded" size="large" onClick={() => void navigate('/veevaupload')}>
      {children}
    </Button>
  );
}

/** The free-trial days left, for a member who has not certified yet (spec §4). */
function TrialNote() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  if (user?.kind !== 'member' || user.certified) return null;
  return (
    <p className={styles.text}>
      {user.trial.days_left > 0
        ? t('registration.certification.trialLeft', { days: user.trial.days_left })
        : t('registration.certification.trialOver')}
    </p>
  );
}
