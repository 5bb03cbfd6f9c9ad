import type { Speaker } from '@ia/shared';
import { ContentImage } from './content-image';
import { OPERATOR_LANG } from './operator-text';
import styles from './speaker-identity.module.css';

/**
 * A speaker as the course and meeting pages show one: the portrait (without one, the first
 * character of the name, as WeChat shows people), the name, and "hospital · title". The caller's
 * element lays it out in a row.
 */
export function SpeakerIdentity({ speaker }: { speaker: Speaker }) {
  const line = [speaker.hospital, speaker.title].filter(Boolean).join(' · ');
  return (
    <>
      {speaker.avatar ? (
        <ContentImage className={styles.avatar} src={speaker.avatar} alt={speaker.name} sizes="40px" />
      ) : (
        <span className={styles.avatar} aria-hidden="true" lang={OPERATOR_LANG}>
          {Array.from(speaker.name)[0]}
        </span>
      )}
      <div>
        <p className={styles.name} lang={OPERATOR_LANG}>
          {speaker.name}
        </p>
        {line ? (
          <p className={styles.line} lang={OPERATOR_LANG}>
            {line}
          </p>
        ) : null}
      </div>
    </>
  );
}
