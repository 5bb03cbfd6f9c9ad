// The public API of features/player: code outside this folder imports only from here.
export { heartbeatSender, isRetryableHeartbeatError } from './api/learn-session';
export { LearningVideo } from './components/learning-video';
export { ReadingClock } from './components/reading-clock';
export { VideoPlayer } from './components/video-player';
export { useContentSession } from './hooks/use-content-session';
export type { HeartbeatClockSpec } from './hooks/use-heartbeat-clock';
export type { VideoClock } from './hooks/use-video-learning';
export { useVideoHeartbeats } from './hooks/use-video-learning';
