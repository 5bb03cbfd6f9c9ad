import type { MeetingViewHeartbeat } from '@ia/shared';
import { heartbeatSender } from '../../player';

/** One MEETING_VIEW heartbeat as the app sends it (meetingViewHeartbeatSchema). */
export type MeetingViewBeat = Required<Omit<MeetingViewHeartbeat, 'time_type'>> & { time_type: number };

/** POST score-log/meetingview: live or playback watching, idempotent per (session, sequence). */
export const sendMeetingView = heartbeatSender<MeetingViewBeat>('score-log/meetingview');
