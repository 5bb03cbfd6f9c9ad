import { MeetingsView } from '../features/meetings';

/** 会议管理 › the meeting list. */
export function MeetingListPage() {
  return <MeetingsView />;
}
