import { type MeetingDetail, type MeetingPreview, TypeMap } from '@ia/shared';
import { useTranslation } from 'react-i18next';
import { RichBody } from '../../../components/rich-body';
import { CommentSection } from '../../comments';
import { ApprovalFooter } from '../../content-detail';
import { MeetingAgenda, MeetingSection, MeetingSpeakers } from './meeting-info';

export interface MeetingBodyProps {
  meeting: Pick<MeetingPreview, 'speakers' | 'agenda' | 'description' | 'approval_code'>;
}

/** Speakers, agenda, the introduction and the approval code. */
export function MeetingBody({ meeting }: MeetingBodyProps) {
  const { t } = useTranslation();
  return (
    <>
      <MeetingSpeakers speakers={meeting.speakers} />
      <MeetingAgenda agenda={meeting.agenda} />
      {meeting.description.trim() ? (
        <MeetingSection title={t('meeting.detail.description')}>
          <RichBody html={meeting.description} />
        </MeetingSection>
      ) : null}
      <ApprovalFooter approvalCode={meeting.approval_code} />
    </>
  );
}

export interface MeetingCommentsProps {
  meeting: Pick<MeetingDetail, 'id' | 'state' | 'comments_enabled' | 'comment_count'>;
}

/**
 * The meeting's comments: the content comments with type 4. While live the newest come with the
 * live player's stream, or with the snapshot it polls while there is none (use-meeting-live-channel),
 * so the discussion moves without a reload. A cancelled meeting has none.
 */
export function MeetingComments({ meeting }: MeetingCommentsProps) {
  if (meeting.state === 'cancelled') return null;
  return (
    <CommentSection
      target={{ contentId: meeting.id, type: TypeMap.MEETING }}
      enabled={meeting.comments_enabled}
      count={meeting.comment_count}
    />
  );
}
