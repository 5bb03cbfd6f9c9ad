import { formatDate } from '@ia/shared';
import List from 'antd-mobile/es/components/list';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useCertificateVerification } from '../api/achievements';
import styles from './achievements.module.css';

/** /verify/:number (no login): whether a certificate number is genuine, revoked or unknown. */
export function CertificateVerificationView({ number }: { number: string | null }) {
  const { t } = useTranslation();
  const verification = useCertificateVerification(number);
  if (!number)
    return (
      <EmptyState
        title={t('achievements.verify.unknown')}
        description={t('achievements.verify.unknownHint')}
      />
    );
  if (verification.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t('app.loading')} style={{ padding: 16 }}>
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  }
  if (verification.isError) return <EmptyState title={t('achievements.verify.error')} />;
  const data = verification.data;
  return (
    <section className={styles.verdict} aria-label={t('achievements.verify.title')}>
      <h2 className={`${styles.verdictTitle} ${styles[data.verdict]}`} role="status">
        {t(`achievements.verify.${data.verdict}`)}
      </h2>
      {data.verdict === 'unknown' ? (
        <p className={styles.meta}>{t('achievements.verify.unknownHint')}</p>
      ) : null}
      <List>
        <List.Item extra={data.number}>{t('achievements.verify.number')}</List.Item>
        {data.holder_name ? (
          <List.Item extra={data.holder_name}>{t('achievements.verify.holder')}</List.Item>
        ) : null}
        {data.program_name ? (
          <List.Item extra={data.program_name}>{t('achievements.verify.program')}</List.Item>
        ) : null}
        {data.issuer ? <List.Item extra={data.issuer}>{t('achievements.verify.issuer')}</List.Item> : null}
        {data.issued_at ? (
          <List.Item extra={formatDate(data.issued_at)}>{t('achievements.verify.issuedAt')}</List.Item>
        ) : null}
        {data.revoked_at ? (
          <List.Item extra={formatDate(data.revoked_at)}>{t('achievements.verify.revokedAt')}</List.Item>
        ) : null}
      </List>
    </section>
  );
}
