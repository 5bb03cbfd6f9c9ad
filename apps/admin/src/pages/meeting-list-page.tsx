import { MeetingsView } from '../features/meetings/components/meetings-view';

/** 会议管理 › the meeting list. */
export function MeetingListPage() {
  return <MeetingsView />;
}
