import { type Chapter, formatClock, type MeetingDetail } from '@ia/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VideoPlayer } from '../../player';
import { useMeetingViewing } from '../hooks/use-meeting-viewing';
import styles from './meetings.module.css';

export interface MeetingPlaybackPlayerProps {
  meeting: Pick<MeetingDetail, 'id' | 'title' | 'cover' | 'playback_url' | 'viewing' | 'chapters'>;
  /** Shown between the video and the chapters (the meeting's title and time). */
  children?: ReactNode;
}

/** The chapter playing at `seconds`: the last one started. */
function currentChapterIndex(chapters: readonly Chapter[], seconds: number): number {
  let current = -1;
  chapters.forEach((chapter, index) => {
    if (chapter.start <= seconds) current = index;
  });
  return current;
}

/**
 * The recording: resumes where the viewer stopped (viewing.position, with the courses' toast),
 * counts playback time with MEETING_VIEW heartbeats, and lists the chapters; a tap on one seeks
 * there and plays.
 */
export function MeetingPlaybackPlayer({ meeting, children }: MeetingPlaybackPlayerProps) {
  const { t } = useTranslation();
  const video = useMeetingViewing(meeting.id, meeting.viewing, 'playback');
  const [seconds, setSeconds] = useState(0);
  const current = currentChapterIndex(meeting.chapters, seconds);

  const handleChapter = (chapter: Chapter) => {
    const element = video.videoRef.current;
    if (!element) return;
    element.currentTime = chapter.start;
    setSeconds(chapter.start);
    // play() rejects when the browser wants a gesture first; the tap was one, but stay quiet if not.
    void element.play()?.catch(() => {});
  };

  return (
    <>
      {meeting.playback_url ? (
        <VideoPlayer
          src={meeting.playback_url}
          poster={meeting.cover}
          title={meeting.title}
          resumeAt={meeting.viewing?.position ?? 0}
          videoRef={video.videoRef}
          onPlayingChange={video.onPlayingChange}
          onHoldChange={video.onHoldChange}
          onTimeUpdate={(time) => setSeconds(Math.floor(time))}
        />
      ) : null}
      {children}
      {meeting.chapters.length > 0 ? (
        <section className={styles.section} aria-labelledby="meeting-chapters">
          <h3 id="meeting-chapters" className={styles.sectionTitle}>
            {t('meeting.playback.chapters')}
          </h3>
          <ol className={styles.chapters}>
            {meeting.chapters.map((chapter, index) => (
              <li key={`${chapter.start}-${chapter.title}`}>
                <button
                  type="button"
                  className={styles.chapter}
                  aria-current={index === current}
                  onClick={() => handleChapter(chapter)}
                >
                  <span className={styles.chapterTime}>{formatClock(chapter.start)}</span>
                  <span>{chapter.title}</span>
                </button>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}
