import { formatDate } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import Tag from 'antd-mobile/es/components/tag';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { OperatorText, useOperatorName } from '../../../components/operator-text';
import { recordAchievementView, useCertificate, useClaimAchievement, useMedal } from '../api/achievements';
import { type AchievementRef, achievementSharePath, certificateVerifyPath } from '../lib/achievement-links';
import styles from './achievements.module.css';
import { MedalProgressText } from './medal-wall';

function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('app.loading')} style={{ padding: 16 }}>
      <Skeleton.Paragraph lineCount={5} animated />
    </div>
  );
}

/** /personal/achievedetail: one medal or certificate; opening it is recorded (medalcertificatelog). */
export function AchievementDetail({ target }: { target: AchievementRef | null }) {
  const { t } = useTranslation();
  const type = target?.type;
  const id = target?.id;
  useEffect(() => {
    if (type && id) void recordAchievementView(type, id);
  }, [type, id]);
  if (!target) return <EmptyState title={t('achievements.detailMissing')} />;
  return target.type === 'medal' ? (
    <MedalDetailView id={target.id} />
  ) : (
    <CertificateDetailView id={target.id} />
  );
}

function MedalDetailView({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const medal = useMedal(id);
  const claim = useClaimAchievement();
  const operatorName = useOperatorName();
  if (medal.isPending) return <Loading />;
  if (medal.isError) return <EmptyState title={t('achievements.detailError')} />;
  const data = medal.data;
  const name = operatorName(data.name, data.name_en);
  return (
    <section className={styles.detail} aria-label={name}>
      {data.artwork_url ? (
        <img
          src={data.artwork_url}
          alt={name}
          className={`${styles.detailArtwork} ${data.state === 'locked' ? styles.locked : ''}`}
        />
      ) : null}
      <h2 className={styles.name}>
        <OperatorText zh={data.name} en={data.name_en} />
      </h2>
      <Tag color={data.state === 'locked' ? 'default' : data.state === 'claimable' ? 'warning' : 'success'}>
        {t(`achievements.states.${data.state}`)}
      </Tag>
      {data.description ? (
        <p>
          <OperatorText zh={data.description} en={data.description_en} />
        </p>
      ) : null}
      <p className={styles.meta}>
        {t(`achievements.criteria.${data.criterion}`, { threshold: data.threshold })}
      </p>
      {data.campaign_title ? (
        <p className={styles.meta}>{t('achievements.campaign', { title: data.campaign_title })}</p>
      ) : null}
      {data.state === 'locked' ? <MedalProgressText medal={data} /> : null}
      {data.earned_at ? (
        <p className={styles.meta}>{t('achievements.earnedAt', { date: formatDate(data.earned_at) })}</p>
      ) : null}
      {data.claimed_at ? (
        <p className={styles.meta}>{t('achievements.claimedAt', { date: formatDate(data.claimed_at) })}</p>
      ) : null}
      <p className={styles.meta}>{t('achievements.holders', { count: data.holder_count })}</p>
      <div className={styles.actions}>
        {data.state === 'claimable' ? (
          <Button
            color="primary"
            loading={claim.isPending}
            onClick={() => claim.mutate({ type: 'medal', id })}
          >
            {t('achievements.claim')}
          </Button>
        ) : null}
        {data.state !== 'locked' ? (
          <Button
            color="primary"
            fill="outline"
            onClick={() => navigate(achievementSharePath({ type: 'medal', id }))}
          >
            {t('achievements.share')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

function CertificateDetailView({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const certificate = useCertificate(id);
  const claim = useClaimAchievement();
  const operatorName = useOperatorName();
  if (certificate.isPending) return <Loading />;
  if (certificate.isError) return <EmptyState title={t('achievements.detailError')} />;
  const data = certificate.data;
  const programName = operatorName(data.program_name, data.program_name_en);
  return (
    <section className={styles.detail} aria-label={programName}>
      <img
        src={data.image}
        alt={t('achievements.certificateImage', { name: programName })}
        className={styles.certificateImage}
      />
      <h2 className={styles.name}>
        <OperatorText zh={data.program_name} en={data.program_name_en} />
      </h2>
      <Tag color={data.state === 'revoked' ? 'danger' : data.state === 'issued' ? 'warning' : 'success'}>
        {t(`achievements.certificateStates.${data.state}`)}
      </Tag>
      <p className={styles.meta}>{t('achievements.certificateNumber', { number: data.number })}</p>
      <p className={styles.meta}>{t('achievements.issuedAt', { date: formatDate(data.issued_at) })}</p>
      <p className={styles.meta}>{t('achievements.issuer', { issuer: data.issuer })}</p>
      {data.revoke_reason ? (
        <p className={styles.revoked}>{t('achievements.revokedReason', { reason: data.revoke_reason })}</p>
      ) : null}
      <Link to={certificateVerifyPath(data.number)}>{t('achievements.verifyLink')}</Link>
      <div className={styles.actions}>
        {data.state === 'issued' ? (
          <Button
            color="primary"
            loading={claim.isPending}
            onClick={() => claim.mutate({ type: 'certificate', id })}
          >
            {t('achievements.claim')}
          </Button>
        ) : null}
        {data.state !== 'revoked' ? (
          <Button
            color="primary"
            fill="outline"
            onClick={() => navigate(achievementSharePath({ type: 'certificate', id }))}
          >
            {t('achievements.share')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
