import { formatDate } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { recordAchievementShare, useCertificate, useMedal } from '../api/achievements';
import type { AchievementRef } from '../lib/achievement-links';
import { type PosterSpec, renderPoster } from '../lib/poster';
import styles from './achievements.module.css';

export interface AchievementPosterProps {
  target: AchievementRef;
  /** The viewer's name, printed on a medal poster (a certificate carries its holder). */
  viewerName: string | null;
  /** Inside WeChat a download does nothing: the image is saved by long-press. */
  inWechat: boolean;
}

/** What the poster of `target` shows, once its data is loaded; null while loading or not shareable. */
export function usePosterSpec(target: AchievementRef, viewerName: string | null) {
  const { t } = useTranslation();
  const medal = useMedal(target.type === 'medal' ? target.id : null);
  const certificate = useCertificate(target.type === 'certificate' ? target.id : null);
  const query = target.type === 'medal' ? medal : certificate;
  const spec = useMemo((): PosterSpec | null => {
    const footer = t('achievements.poster.footer');
    const headline = t('achievements.poster.headline');
    if (target.type === 'medal') {
      const data = medal.data;
      if (!data || data.state === 'locked') return null;
      return {
        headline,
        title: data.name,
        lines: [
          t('achievements.poster.medalLines', {
            name: viewerName ?? '',
            date: data.earned_at ? formatDate(data.earned_at) : '',
          }),
        ],
        imageUrl: data.artwork_url,
        layout: 'medal',
        footer,
      };
    }
    const data = certificate.data;
    if (!data || data.state === 'revoked') return null;
    return {
      headline,
      title: data.program_name,
      lines: [t('achievements.poster.certificateLines', { name: data.holder_name })],
      imageUrl: data.image,
      layout: 'certificate',
      footer,
    };
  }, [t, target.type, medal.data, certificate.data, viewerName]);
  return { spec, isPending: query.isPending, isError: query.isError };
}

/** /personal/achieveshare: the poster drawn to a canvas and offered as a PNG to save. */
export function AchievementPoster({ target, viewerName, inWechat }: AchievementPosterProps) {
  const { t } = useTranslation();
  const { spec, isPending, isError } = usePosterSpec(target, viewerName);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [png, setPng] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!spec || !canvas) return;
    let current = true;
    setFailed(false);
    void renderPoster(spec, canvas).then((url) => {
      if (!current) return;
      setPng(url);
      setFailed(url === null);
    });
    return () => {
      current = false;
    };
  }, [spec]);

  if (isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t('app.loading')} style={{ padding: 16 }}>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (isError) return <EmptyState title={t('achievements.detailError')} />;
  if (!spec) return <EmptyState title={t('achievements.poster.notShareable')} />;
  return (
    <section className={styles.poster}>
      <canvas ref={canvasRef} className={styles.hiddenCanvas} />
      {png ? (
        <img src={png} alt={t('achievements.poster.image')} className={styles.posterImage} />
      ) : (
        <p className={styles.meta} role="status">
          {failed ? t('achievements.poster.failed') : t('achievements.poster.rendering')}
        </p>
      )}
      {inWechat ? (
        <p className={styles.meta}>{t('achievements.poster.longPress')}</p>
      ) : (
        <Button
          color="primary"
          disabled={!png}
          onClick={() => {
            if (!png) return;
            const link = document.createElement('a');
            link.href = png;
            link.download = `${spec.title}.png`;
            link.click();
            void recordAchievementShare(target.type, target.id, 'save');
          }}
        >
          {t('achievements.poster.save')}
        </Button>
      )}
    </section>
  );
}
