import { useParams } from 'react-router';
import { MeetingEditor } from '../features/meetings';

/** 会议管理 › 新建 / 编辑会议 (`/meetings/new`, `/meetings/:id/edit`). */
export function MeetingEditorPage() {
  const { id } = useParams();
  const meetingId = id && /^\d+$/.test(id) ? Number(id) : undefined;
  // A new key per meeting, so nothing of one meeting's form survives into the next.
  return <MeetingEditor key={meetingId ?? 'new'} meetingId={meetingId} />;
}
