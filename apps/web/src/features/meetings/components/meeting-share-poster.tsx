import type { MeetingDetail } from '@ia/shared';
import { useTranslation } from 'react-i18next';
import { SharePosterButton } from '../../sharing';
import { meetingTimeRange, speakerNames } from '../lib/meeting-format';

/** 分享海报 for a meeting: its cover, title, time and speakers, and a QR code to this page. */
export function MeetingSharePoster({ meeting }: { meeting: MeetingDetail }) {
  const { t } = useTranslation();
  const lines = [t('sharePoster.time', { time: meetingTimeRange(meeting.start_at, meeting.end_at) })];
  const names = speakerNames(meeting.speakers);
  if (names) lines.push(t('sharePoster.speaker', { names }));
  return (
    <SharePosterButton
      kind="meeting"
      contentId={meeting.id}
      title={meeting.title}
      lines={lines}
      coverUrl={meeting.cover}
    />
  );
}
