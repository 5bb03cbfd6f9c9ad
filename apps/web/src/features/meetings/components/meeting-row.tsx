import type { MeetingSummary } from '@ia/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentImage } from '../../../components/content-image';
import { OPERATOR_LANG } from '../../../components/operator-text';
import { designImageSizes } from '../../../lib/image-variants';
import { meetingTimeRange, speakerNames } from '../lib/meeting-format';
import { meetingPath } from '../lib/meeting-links';
import { AudienceBadge, MeetingStateBadge } from './meeting-marks';
import styles from './meetings.module.css';
import { SubscribeButton } from './subscribe-button';

export interface MeetingRowProps {
  meeting: MeetingSummary;
  /** The title as shown (search results mark the matched terms); the meeting's title otherwise. */
  title?: ReactNode;
}

/**
 * A meeting in a vertical list: cover with its state, title, speakers and time; upcoming ones
 * carry the subscribe button (outside the link: a button inside a link is no button).
 */
export function MeetingRow({ meeting, title }: MeetingRowProps) {
  const { t } = useTranslation();
  const canSubscribe = meeting.state === 'upcoming';
  const names = speakerNames(meeting.speakers);
  return (
    <article className={styles.row} aria-label={meeting.title}>
      <Link className={styles.rowLink} to={meetingPath(meeting)}>
        <span className={styles.cover}>
          <ContentImage
            className={styles.coverImage}
            src={meeting.cover}
            alt=""
            sizes={designImageSizes(256)}
          />
          <span className={styles.coverBadge}>
            <MeetingStateBadge state={meeting.state} />
          </span>
        </span>
        <span className={`${styles.body} ${canSubscribe ? styles.rowBodyWithAction : ''}`}>
          <span className={styles.title} lang={OPERATOR_LANG}>
            {title ?? meeting.title}
          </span>
          {names ? <SpeakersLine text={t('meeting.list.speakers', { names })} names={names} /> : null}
          <span className={styles.time}>{meetingTimeRange(meeting.start_at, meeting.end_at)}</span>
          <span className={styles.marks}>
            <AudienceBadge audience={meeting.audience} />
            {meeting.subscriber_count > 0 ? (
              <span className={styles.time}>
                {t('meeting.list.subscribers', { count: meeting.subscriber_count })}
              </span>
            ) : null}
          </span>
        </span>
      </Link>
      {canSubscribe ? (
        <span className={styles.rowAction}>
          <SubscribeButton meeting={meeting} size="mini" />
        </span>
      ) : null}
    </article>
  );
}

/** A meeting as a card (the home block's scroller): cover with its state, title, time. */
export function MeetingCard({ meeting }: MeetingRowProps) {
  return (
    <Link className={styles.card} to={meetingPath(meeting)}>
      <span className={styles.cardCover}>
        <ContentImage
          className={styles.coverImage}
          src={meeting.cover}
          alt=""
          sizes={designImageSizes(256)}
        />
        <span className={styles.coverBadge}>
          <MeetingStateBadge state={meeting.state} />
        </span>
      </span>
      <span className={styles.cardTitle} lang={OPERATOR_LANG}>
        {meeting.title}
      </span>
      <span className={styles.time}>{meetingTimeRange(meeting.start_at, meeting.end_at)}</span>
    </Link>
  );
}

/** "讲者：…" with the names (operator-written) marked as such inside the translated line. */
function SpeakersLine({ text, names }: { text: string; names: string }) {
  const at = text.indexOf(names);
  if (at < 0) return <span className={styles.line}>{text}</span>;
  return (
    <span className={styles.line}>
      {text.slice(0, at)}
      <span lang={OPERATOR_LANG}>{names}</span>
      {text.slice(at + names.length)}
    </span>
  );
}
