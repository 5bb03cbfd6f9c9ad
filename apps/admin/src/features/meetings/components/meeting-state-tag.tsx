import { Tag, Tooltip } from 'antd';
import { messages } from '../../../locales';
import type { AdminMeeting } from '../api/meetings';

const text = messages.meetingsAdmin;

const COLORS: Record<string, string> = {
  draft: 'default',
  upcoming: 'processing',
  live: 'red',
  ended: 'warning',
  playback: 'success',
  cancelled: 'default',
};

/** What the console shows for a meeting's state: 草稿 for a draft, else the app's derived state. */
function meetingDisplayState(meeting: Pick<AdminMeeting, 'status' | 'state'>): string {
  // Cancelled wins even over a draft: it can never go live again.
  if (meeting.state === 'cancelled') return 'cancelled';
  return meeting.status === 'draft' ? 'draft' : meeting.state;
}

/** 草稿, 未开始, 直播中, 已结束（待回放）, 回放中 or 已取消 (with the reason on hover). */
export function MeetingStateTag({
  meeting,
}: {
  meeting: Pick<AdminMeeting, 'status' | 'state' | 'cancel_reason'>;
}) {
  const state = meetingDisplayState(meeting);
  const tag = (
    <Tag color={COLORS[state] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {text.states[state] ?? state}
    </Tag>
  );
  return state === 'cancelled' ? (
    <Tooltip title={text.list.cancelledTip(meeting.cancel_reason)}>{tag}</Tooltip>
  ) : (
    tag
  );
}
