import type { LearnSession } from '@ia/shared';
import { useReadingTracker } from '../hooks/use-reading-tracker';

export interface ReadingClockProps {
  content: { id: number; type: number; content_type: number };
  session: LearnSession | undefined;
}

/** Text-and-image learning time and resume, as a component so a page can mount it beside the body. */
export function ReadingClock({ content, session }: ReadingClockProps) {
  useReadingTracker(session, {
    contentId: content.id,
    type: content.type,
    contentType: content.content_type,
  });
  return null;
}
