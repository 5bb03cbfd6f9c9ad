import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentImage } from '../../../components/content-image';
import { useUnfinished } from '../api/get-unfinished';
import { historyItemPath, learnedPercent } from '../lib/learning-progress';
import styles from './continue-learning.module.css';

export interface ContinueLearningProps {
  /** Whether the user may learn now (registered, consented, trial not over); nothing is asked otherwise. */
  enabled: boolean;
  /** Puts the row in the page's own section frame (the home's titled card). */
  frame: (title: string, row: ReactNode) => ReactNode;
}

/**
 * 继续学习 (issue 16): the contents the doctor began and has not finished, most recent first, each
 * with how far she got; a tap opens it where she stopped. Nothing at all while there is none.
 */
export function ContinueLearning({ enabled, frame }: ContinueLearningProps) {
  const { t } = useTranslation();
  const unfinished = useUnfinished(enabled);
  const items = enabled ? (unfinished.data?.data ?? []) : [];
  if (items.length === 0) return null;
  const title = t('continueLearning.title');
  return frame(
    title,
    <ul className={styles.row} aria-label={title}>
      {items.map((item) => {
        const percent = learnedPercent(item);
        return (
          <li key={`${item.type}:${item.content_id}`} className={styles.item}>
            <Link className={styles.card} to={historyItemPath(item)}>
              <span className={styles.cover}>
                <ContentImage className={styles.coverImage} src={item.cover} alt="" />
              </span>
              <span className={styles.title}>{item.title}</span>
              <span className={styles.progress} aria-hidden="true">
                <span className={styles.progressFill} style={{ width: `${percent}%` }} />
              </span>
              <span className={styles.learned}>{t('continueLearning.learned', { percent })}</span>
            </Link>
          </li>
        );
      })}
    </ul>,
  );
}
