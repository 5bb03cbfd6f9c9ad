import type { LessonDetail } from '@ia/shared';
import { formatClock } from '@ia/shared';
import CheckCircleFill from 'antd-mobile-icons/es/CheckCircleFill';
import PlayOutline from 'antd-mobile-icons/es/PlayOutline';
import { useTranslation } from 'react-i18next';
import { OPERATOR_LANG } from '../../../components/operator-text';
import detailBlocks from '../../../styles/detail-blocks.module.css';
import { learnedPercent } from '../lib/detail-params';
import styles from './content-detail.module.css';

export type LessonItem = LessonDetail['items'][number];

export interface LessonPlaylistProps {
  lesson: LessonDetail;
  currentId: number;
  onSelect: (item: LessonItem) => void;
}

/** The series under the player: each item with its progress and finished mark; a tap opens it. */
export function LessonPlaylist({ lesson, currentId, onSelect }: LessonPlaylistProps) {
  const { t } = useTranslation();
  return (
    <section className={detailBlocks.section} aria-labelledby="lesson-playlist-title">
      <div className={detailBlocks.sectionHeader}>
        <h3 id="lesson-playlist-title" className={detailBlocks.sectionTitle}>
          {t('detail.playlist.title')}
        </h3>
        <span className={detailBlocks.sectionExtra}>
          {t('detail.playlist.count', { count: lesson.items.length })}
        </span>
      </div>
      <ol className={styles.playlist}>
        {lesson.items.map((item, index) => {
          const current = item.id === currentId;
          const finished = item.progress?.finish === 1;
          const percent = learnedPercent(item.progress?.total_tims ?? 0, item.duration);
          return (
            <li key={item.id}>
              <button
                type="button"
                className={
                  current ? `${styles.playlistItem} ${styles.playlistItemCurrent}` : styles.playlistItem
                }
                aria-current={current ? 'true' : undefined}
                onClick={() => {
                  if (!current) onSelect(item);
                }}
              >
                <span className={styles.playlistIndex}>
                  {current ? <PlayOutline aria-label={t('detail.playlist.current')} /> : index + 1}
                </span>
                <span className={styles.playlistText}>
                  <span className={styles.playlistTitle} lang={OPERATOR_LANG}>
                    {item.title}
                  </span>
                  <span className={styles.playlistMeta}>
                    {item.duration > 0 ? formatClock(item.duration) : null}
                    {finished ? (
                      <span className={styles.finished}>
                        {' · '}
                        <CheckCircleFill aria-hidden="true" /> {t('detail.playlist.finished')}
                      </span>
                    ) : percent > 0 ? (
                      ` · ${t('detail.playlist.learned', { percent })}`
                    ) : null}
                  </span>
                  {!finished && percent > 0 ? (
                    <span className={styles.progressBar} aria-hidden="true">
                      <span className={styles.progressFill} style={{ width: `${percent}%` }} />
                    </span>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
