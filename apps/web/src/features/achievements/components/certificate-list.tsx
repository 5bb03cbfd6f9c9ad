import type { CertificateProgramItem } from '@ia/shared';
import { formatDate } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import Skeleton from 'antd-mobile/es/components/skeleton';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { OperatorText } from '../../../components/operator-text';
import { useCertificates, useClaimAchievement } from '../api/achievements';
import { achievementDetailPath } from '../lib/achievement-links';
import styles from './achievements.module.css';

const STATE_COLORS = { issued: 'warning', claimed: 'success', revoked: 'danger' } as const;

/** /personal/cer: the certificates held, then the programmes in progress with what is left. */
export function CertificateList() {
  const { t } = useTranslation();
  const certificates = useCertificates();

  if (certificates.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t('app.loading')} style={{ padding: 16 }}>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (certificates.isError) {
    return (
      <EmptyState
        title={t('achievements.certificatesError')}
        action={
          <Button size="small" color="primary" fill="outline" onClick={() => void certificates.refetch()}>
            {t('app.retry')}
          </Button>
        }
      />
    );
  }
  if (certificates.data.data.length === 0) return <EmptyState title={t('achievements.certificatesEmpty')} />;
  return (
    <section aria-label={t('achievements.certificatesLabel')}>
      <List>
        {certificates.data.data.map((item) => (
          <CertificateRow key={item.program_id} item={item} />
        ))}
      </List>
    </section>
  );
}

function CertificateRow({ item }: { item: CertificateProgramItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const claim = useClaimAchievement();
  const certificate = item.certificate;
  if (certificate) {
    return (
      <List.Item
        onClick={() => navigate(achievementDetailPath({ type: 'certificate', id: certificate.id }))}
        description={
          <span className={styles.meta}>
            {t('achievements.issuedAt', { date: formatDate(certificate.issued_at) })}
          </span>
        }
        extra={
          certificate.state === 'issued' ? (
            <Button
              size="mini"
              color="primary"
              loading={claim.isPending}
              onClick={(event) => {
                event.stopPropagation();
                claim.mutate({ type: 'certificate', id: certificate.id });
              }}
            >
              {t('achievements.claim')}
            </Button>
          ) : (
            <Tag color={STATE_COLORS[certificate.state]} fill="outline">
              {t(`achievements.certificateStates.${certificate.state}`)}
            </Tag>
          )
        }
      >
        <OperatorText zh={item.name} en={item.name_en} />
      </List.Item>
    );
  }
  const target =
    item.kind === 'series' && item.lesson_id !== null
      ? `/course/detail?lessonId=${item.lesson_id}`
      : '/meeting';
  return (
    <List.Item
      description={
        <div>
          <p className={styles.meta}>
            <OperatorText zh={item.description} en={item.description_en} />
          </p>
          <ProgressBar percent={item.total > 0 ? Math.round((item.done / item.total) * 100) : 0} />
          <span className={styles.meta}>
            {t('achievements.programProgress', { done: item.done, total: item.total })}
          </span>
        </div>
      }
      extra={
        <Button size="mini" fill="outline" color="primary" onClick={() => navigate(target)}>
          {item.kind === 'series' ? t('achievements.goLearn') : t('achievements.goMeetings')}
        </Button>
      }
    >
      <OperatorText zh={item.name} en={item.name_en} />
    </List.Item>
  );
}
