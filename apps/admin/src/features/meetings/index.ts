// The public API of features/meetings: code outside this folder imports only from here.
export { useMeetings } from './api/meetings';
export { MeetingDetail } from './components/meeting-detail';
export { MeetingEditor } from './components/meeting-editor';
export { MeetingsView } from './components/meetings-view';
export { meetingPaths } from './meeting-paths';
