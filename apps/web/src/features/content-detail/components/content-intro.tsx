import {
  type ContentSummary,
  ContentType,
  durationMinutes,
  formatClock,
  formatCount,
  formatDate,
  type Speaker,
} from '@ia/shared';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { OPERATOR_LANG } from '../../../components/operator-text';
import { SpeakerIdentity } from '../../../components/speaker-identity';
import { currentLanguage } from '../../../lib/i18n';
import styles from './content-detail.module.css';

export interface ContentIntroProps {
  content: ContentSummary;
  /** Show the summary (previews and video notes; a text-and-image body says it all itself). */
  showSummary?: boolean;
}

/** Under the player: title, counts, tags, summary and the speaker card. */
export function ContentIntro({ content, showSummary = false }: ContentIntroProps) {
  const { t } = useTranslation();
  const isReading = content.content_type === ContentType.TEXT_IMAGE;
  return (
    <section className={styles.intro} aria-labelledby="content-title">
      <h2 id="content-title" className={styles.title} lang={OPERATOR_LANG}>
        {content.title}
      </h2>
      <div className={styles.meta}>
        {content.hcp_only ? <span className={styles.badge}>{t('detail.info.hcpOnly')}</span> : null}
        <span>{t('detail.info.views', { value: formatCount(content.view_count, currentLanguage()) })}</span>
        {content.duration > 0 ? (
          <span>
            {isReading
              ? t('detail.info.readingTime', { minutes: durationMinutes(content.duration) })
              : t('detail.info.duration', { time: formatClock(content.duration) })}
          </span>
        ) : null}
        {content.published_at ? (
          <span>{t('detail.info.publishedAt', { date: formatDate(content.published_at) })}</span>
        ) : null}
      </div>
      {content.tags.length > 0 || content.diseases.length > 0 ? (
        <ul className={styles.tags} aria-label={t('detail.info.tags')}>
          {content.diseases.map((disease) => (
            <li key={`d${disease.id}`}>
              <Tag color="primary" fill="outline">
                <span lang={OPERATOR_LANG}>{disease.name}</span>
              </Tag>
            </li>
          ))}
          {content.tags.map((tag) => (
            <li key={`t${tag.id}`}>
              <Tag color="default">
                <span lang={OPERATOR_LANG}>{tag.name}</span>
              </Tag>
            </li>
          ))}
        </ul>
      ) : null}
      {showSummary && content.summary ? (
        <p className={styles.summary} lang={OPERATOR_LANG}>
          {content.summary}
        </p>
      ) : null}
      {content.speaker ? <SpeakerCard speaker={content.speaker} /> : null}
    </section>
  );
}

function SpeakerCard({ speaker }: { speaker: Speaker }) {
  const { t } = useTranslation();
  return (
    <section className={styles.speaker} aria-label={t('detail.info.speaker')}>
      <SpeakerIdentity speaker={speaker} />
    </section>
  );
}
