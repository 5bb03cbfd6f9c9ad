import type { CertificationStatusValue } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormSkeleton, LoadError } from '../../../components/forms/components/page-states';
import { useCertificationInfo } from '../api/get-certification-info';
import styles from './certification.module.css';
import { CertificationSteps } from './certification-steps';

/**
 * /bindStep: the certification flow as three steps (填写信息 → 上传证件 → 等待审核) with the
 * user's place in it from get-examine-info, a one-line hint, and the next action: fill in
 * (none), resubmit (rejected) or see the status (pending, approved).
 */
export function BindStepView() {
  const info = useCertificationInfo();
  if (info.isPending) return <FormSkeleton rows={3} />;
  if (info.isError) return <LoadError onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  return <BindSteps status={info.data.status} />;
}

function BindSteps({ status }: { status: CertificationStatusValue }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const action =
    status === 'none'
      ? { label: t('registration.certification.continue'), to: '/veevaupload' }
      : status === 'rejected'
        ? { label: t('registration.certification.resubmit'), to: '/veevaupload' }
        : { label: t('registration.certification.backToStatus'), to: '/veeva' };
  return (
    <div className={styles.card}>
      <p className={styles.text}>{t(`registration.certification.stepHints.${status}`)}</p>
      <CertificationSteps status={status} direction="vertical" />
      <div className={styles.actions}>
        <Button block color="primary" shape="rounded" size="large" onClick={() => void navigate(action.to)}>
          {action.label}
        </Button>
      </div>
    </div>
  );
}
