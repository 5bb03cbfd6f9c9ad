import { formatDateTime } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { toast } from '../../../lib/notify';
import { popupStore } from '../../../stores/popup-store';
import { useUserInfo } from '../../users';
import { useConsentDocuments } from '../api/get-consent-documents';
import { useMyConsent } from '../api/get-my-consent';
import { useWithdrawConsent } from '../api/withdraw-consent';
import { type ConsentDocumentStatus, hasStandingConsent, summarizeConsent } from '../consent-summary';
import styles from './consent-overview.module.css';

const statusColors = {
  signed: 'success',
  withdrawn: 'danger',
  outdated: 'warning',
  unsigned: 'default',
} as const satisfies Record<ConsentDocumentStatus, string>;

/**
 * /personal/consent (PIPL): what the user signed and when, each document readable in full, the
 * full history, and withdrawal behind a confirmation. After withdrawing, the user is without
 * consent: the checked pages ask for it again.
 */
export function ConsentOverview() {
  const { t } = useTranslation();
  const location = useLocation();
  const documents = useConsentDocuments();
  const records = useMyConsent();
  const { data: user } = useUserInfo();
  const withdraw = useWithdrawConsent();

  if (documents.isError || records.isError) {
    return (
      <EmptyState
        title={t('access.consent.loadFailed')}
        action={
          <Button
            size="small"
            shape="rounded"
            onClick={() => void Promise.all([documents.refetch(), records.refetch()])}
          >
            {t('app.retry')}
          </Button>
        }
      />
    );
  }
  if (!documents.data || !records.data) {
    return (
      <div className={styles.loading} role="status" aria-label={t('app.loading')}>
        <DotLoading color="primary" />
      </div>
    );
  }

  const summaries = summarizeConsent(documents.data, records.data);
  const canWithdraw = hasStandingConsent(records.data);
  const canSign = user?.registered === true && user.all_active === 0;

  const handleWithdraw = async () => {
    const confirmed = await Dialog.confirm({
      title: t('access.consentPage.withdrawTitle'),
      content: t('access.consentPage.withdrawConfirm'),
      confirmText: t('access.consentPage.withdrawConfirmAction'),
      cancelText: t('app.cancel'),
    });
    if (!confirmed) return;
    // A failure was toasted by the API client.
    await withdraw.mutateAsync().then(
      () => toast(t('access.consentPage.withdrawn')),
      () => undefined,
    );
  };

  const statusText = (status: ConsentDocumentStatus, time: string | undefined) =>
    t(`access.consentPage.status.${status}`, { time: time ? formatDateTime(time) : '' });

  return (
    <>
      <List header={t('access.consentPage.documentsHeader')} className={styles.list}>
        {summaries.map((summary) => (
          <List.Item
            key={summary.code}
            description={statusText(summary.status, summary.record?.created_at)}
            extra={
              <Button
                size="mini"
                fill="outline"
                color="primary"
                aria-label={t('access.consent.readDocument', { title: summary.title })}
                onClick={() => popupStore.open('legalDocument', { code: summary.code })}
              >
                {t('access.consent.read')}
              </Button>
            }
          >
            <span className={styles.documentTitle}>
              {summary.title}
              <Tag color={statusColors[summary.status]} fill="outline">
                {t(`access.consentPage.tags.${summary.status}`)}
              </Tag>
            </span>
          </List.Item>
        ))}
      </List>

      <div className={styles.actions}>
        {canSign ? (
          <Button
            block
            shape="rounded"
            color="primary"
            onClick={() =>
              popupStore.open('consent', { returnUrl: `${location.pathname}${location.search}` })
            }
          >
            {t('access.consentPage.sign')}
          </Button>
        ) : null}
        {canWithdraw ? (
          <Button
            block
            shape="rounded"
            color="danger"
            fill="outline"
            loading={withdraw.isPending}
            onClick={() => void handleWithdraw()}
          >
            {t('access.consentPage.withdrawAction')}
          </Button>
        ) : null}
        <p className={styles.note}>{t('access.consentPage.note')}</p>
      </div>

      <List header={t('access.consentPage.historyHeader')} className={styles.list}>
        {records.data.length === 0 ? (
          <List.Item>{t('access.consentPage.empty')}</List.Item>
        ) : (
          records.data.map((record) => (
            <List.Item key={record.id} description={formatDateTime(record.created_at)}>
              {t(record.action === 'grant' ? 'access.consentPage.granted' : 'access.consentPage.withdrew', {
                title: record.document_title,
                version: record.document_version_number,
              })}
            </List.Item>
          ))
        )}
      </List>
    </>
  );
}
