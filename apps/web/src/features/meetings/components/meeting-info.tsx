import type { AgendaItem, MeetingSummary, Speaker } from '@ia/shared';
import Tag from 'antd-mobile/es/components/tag';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OPERATOR_LANG } from '../../../components/operator-text';
import { SpeakerIdentity } from '../../../components/speaker-identity';
import { meetingTimeRange } from '../lib/meeting-format';
import { AudienceBadge, MeetingStateBadge } from './meeting-marks';
import styles from './meetings.module.css';

export interface MeetingIntroProps {
  meeting: Pick<
    MeetingSummary,
    'title' | 'state' | 'audience' | 'start_at' | 'end_at' | 'tags' | 'subscriber_count' | 'summary'
  >;
  /** The subscribe button (upcoming meetings), beside the subscriber count. */
  action?: ReactNode;
}

/** Under the player: title, state, time, tags, summary, how many subscribed. */
export function MeetingIntro({ meeting, action }: MeetingIntroProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.intro} aria-labelledby="meeting-title">
      <h2 id="meeting-title" className={styles.detailTitle} lang={OPERATOR_LANG}>
        {meeting.title}
      </h2>
      <div className={styles.detailMeta}>
        <MeetingStateBadge state={meeting.state} />
        <AudienceBadge audience={meeting.audience} />
        <span>{meetingTimeRange(meeting.start_at, meeting.end_at)}</span>
      </div>
      {meeting.tags.length > 0 ? (
        <ul className={styles.tagList} aria-label={t('meeting.detail.tags')}>
          {meeting.tags.map((tag) => (
            <li key={tag.id}>
              <Tag color="default">
                <span lang={OPERATOR_LANG}>{tag.name}</span>
              </Tag>
            </li>
          ))}
        </ul>
      ) : null}
      {meeting.summary ? (
        <p className={styles.detailMeta} lang={OPERATOR_LANG}>
          {meeting.summary}
        </p>
      ) : null}
      {action || meeting.subscriber_count > 0 ? (
        <div className={styles.introActions}>
          <span>
            {meeting.subscriber_count > 0
              ? t('meeting.list.subscribers', { count: meeting.subscriber_count })
              : null}
          </span>
          <span className={styles.introButtons}>{action}</span>
        </div>
      ) : null}
    </section>
  );
}

/** The speakers with their hospitals and titles. */
export function MeetingSpeakers({ speakers }: { speakers: readonly Speaker[] }) {
  const { t } = useTranslation();
  if (speakers.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="meeting-speakers">
      <h3 id="meeting-speakers" className={styles.sectionTitle}>
        {t('meeting.detail.speakers')}
      </h3>
      <ul className={styles.speakers}>
        {speakers.map((speaker, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: speakers have no id; two may share a name.
          <li key={index} className={styles.speaker}>
            <SpeakerIdentity speaker={speaker} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The agenda as the operators wrote it: time, talk, speaker. */
export function MeetingAgenda({ agenda }: { agenda: readonly AgendaItem[] }) {
  const { t } = useTranslation();
  if (agenda.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="meeting-agenda">
      <h3 id="meeting-agenda" className={styles.sectionTitle}>
        {t('meeting.detail.agenda')}
      </h3>
      <ol className={styles.agenda}>
        {agenda.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: agenda items have no id; the order is theirs.
          <li key={index} className={styles.agendaItem}>
            <span className={styles.agendaTime}>{item.time}</span>
            <span>
              <span lang={OPERATOR_LANG}>{item.title}</span>
              {item.speaker ? (
                <span className={styles.agendaSpeaker}>
                  {' · '}
                  <span lang={OPERATOR_LANG}>{item.speaker}</span>
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A titled block of the detail page (the introduction). */
export function MeetingSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}
