import type { LearnSession } from '@ia/shared';
import type { CampaignCredit } from '../hooks/use-learning-tracker';
import { useReadingTracker } from '../hooks/use-reading-tracker';

export interface ReadingClockProps {
  content: { id: number; type: number; content_type: number };
  session: LearnSession | undefined;
  /** Opened from a campaign: the heartbeats carry it. */
  campaign?: CampaignCredit | null;
}

/** Text-and-image learning time and resume, as a component so a page can mount it beside the body. */
export function ReadingClock({ content, session, campaign }: ReadingClockProps) {
  useReadingTracker(session, {
    contentId: content.id,
    type: content.type,
    contentType: content.content_type,
    campaign,
  });
  return null;
}
