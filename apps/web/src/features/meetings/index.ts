// The public API of features/meetings: code outside this folder imports only from here.
export { useHomeMeetings, useMeetings, useMeetingTags } from './api/get-meetings';
export { MeetingBody, MeetingComments } from './components/meeting-body';
export { MeetingFeed, MeetingStateTabs, MyMeetingFeed, toMeetingTab } from './components/meeting-feed';
export { MeetingIntro } from './components/meeting-info';
export { MeetingLivePlayer } from './components/meeting-live-player';
export { MeetingPlaybackPlayer } from './components/meeting-playback-player';
export { MeetingCard, MeetingRow } from './components/meeting-row';
export { MeetingSharePoster } from './components/meeting-share-poster';
export { MeetingStage } from './components/meeting-stage';
export { MeetingErrorState, MeetingGone } from './components/meeting-states';
export { default as meetingsStyles } from './components/meetings.module.css';
export { SubscribeButton } from './components/subscribe-button';
export { useMeetingDetail, useMeetingPreviewDetail } from './hooks/use-meeting-detail';
export { meetingDetailPath, meetingPath, meetingPlaybackPath } from './lib/meeting-links';
