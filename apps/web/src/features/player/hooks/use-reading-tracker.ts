import { type LearnSession, READING_IDLE_CUTOFF_S } from '@ia/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { createReadingActivity } from '../learning-tracker';
import { type LearningTarget, useLearningTracker } from './use-learning-tracker';

/** Give late images a moment to take their height before scrolling to the saved share. */
const RESUME_DELAY_MS = 300;
const READING_EVENTS = ['scroll', 'touchstart', 'pointerdown', 'keydown', 'wheel'] as const;

/** How far down the page the reader is, 0..100. */
export function scrollShare(): number {
  const range = document.documentElement.scrollHeight - window.innerHeight;
  if (range <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((window.scrollY / range) * 100)));
}

/**
 * Text-and-image learning time: the reading clock runs while the page is visible and the reader
 * scrolled, touched or typed within READING_IDLE_CUTOFF_S; the position is the scroll share,
 * and the page opens where the reader left off.
 */
export function useReadingTracker(session: LearnSession | undefined, target: LearningTarget | null): void {
  const { t } = useTranslation();
  const clock = useLearningTracker(session, target, scrollShare);
  const resumedRef = useRef<string | null>(null);

  const active = target !== null;
  const targetKey = target ? `${target.contentId}:${target.type}:${target.contentType}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new content (targetKey) restarts the reading clock.
  useEffect(() => {
    if (!active) return;
    const activity = createReadingActivity({
      cutoffMs: READING_IDLE_CUTOFF_S * 1000,
      onChange: clock.setPlaying,
    });
    // Opening the page is the first sign of reading.
    activity.touch();
    const handleActivity = () => activity.touch();
    for (const name of READING_EVENTS) window.addEventListener(name, handleActivity, { passive: true });
    return () => {
      for (const name of READING_EVENTS) window.removeEventListener(name, handleActivity);
      activity.dispose();
      clock.setPlaying(false);
    };
  }, [active, targetKey, clock.setPlaying]);

  const sessionNum = session?.session_num;
  const position = session?.position ?? 0;
  useEffect(() => {
    if (!sessionNum || resumedRef.current === sessionNum) return;
    if (position <= 0 || position >= 100) return;
    const timer = setTimeout(() => {
      resumedRef.current = sessionNum;
      const range = document.documentElement.scrollHeight - window.innerHeight;
      if (range <= 0) return;
      window.scrollTo({ top: (range * position) / 100 });
      toast(t('detail.reading.resumed'));
    }, RESUME_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sessionNum, position, t]);
}
