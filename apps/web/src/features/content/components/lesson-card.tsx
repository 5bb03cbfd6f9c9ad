import type { LessonSummary } from '@ia/shared';
import { durationMinutes } from '@ia/shared';
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentImage } from '../../../components/content-image';
import { OPERATOR_LANG } from '../../../components/operator-text';
import { designImageSizes } from '../../../lib/image-variants';
import { lessonPath } from '../lib/content-links';
import styles from './content.module.css';

export interface LessonItemProps {
  lesson: LessonSummary;
}

/** A course series as a card: cover with its lesson count, title, progress. */
export function LessonCard({ lesson }: LessonItemProps) {
  const { t } = useTranslation();
  return (
    <Link className={styles.card} to={lessonPath(lesson.id)}>
      <span className={styles.cardCover}>
        <ContentImage className={styles.coverImage} src={lesson.cover} alt="" sizes={designImageSizes(360)} />
        <span className={styles.coverMark}>
          <UnorderedListOutline aria-hidden="true" />
          {t('content.lessonCount', { count: lesson.content_count })}
        </span>
      </span>
      <span className={styles.cardTitle} lang={OPERATOR_LANG}>
        {lesson.title}
      </span>
      <span className={styles.cardMeta}>
        {lesson.finished_count > 0 ? (
          <LessonProgress lesson={lesson} />
        ) : (
          <span className={styles.cardSpeaker} lang={OPERATOR_LANG}>
            {lesson.speaker?.name ?? ''}
          </span>
        )}
      </span>
    </Link>
  );
}

/** A course series in a vertical list. */
export function LessonRow({ lesson }: LessonItemProps) {
  const { t } = useTranslation();
  const minutes = durationMinutes(lesson.duration);
  return (
    <Link className={styles.row} to={lessonPath(lesson.id)}>
      <span className={styles.rowCover}>
        <ContentImage className={styles.coverImage} src={lesson.cover} alt="" sizes={designImageSizes(256)} />
        <span className={styles.coverMark}>
          <UnorderedListOutline aria-hidden="true" />
          {t('content.lessonCount', { count: lesson.content_count })}
        </span>
      </span>
      <span className={styles.rowBody}>
        <span className={styles.rowTitle} lang={OPERATOR_LANG}>
          {lesson.title}
        </span>
        {lesson.speaker ? (
          <span className={styles.speaker} lang={OPERATOR_LANG}>
            {lesson.speaker.name}
          </span>
        ) : null}
        <span className={styles.meta}>
          {minutes > 0 ? <span>{t('content.minutes', { count: minutes })}</span> : null}
          <LessonProgress lesson={lesson} />
        </span>
      </span>
    </Link>
  );
}

function LessonProgress({ lesson }: LessonItemProps) {
  const { t } = useTranslation();
  if (lesson.finished_count <= 0) return null;
  return (
    <span className={styles.progress}>
      {t('content.lessonProgress', { finished: lesson.finished_count, total: lesson.content_count })}
    </span>
  );
}
