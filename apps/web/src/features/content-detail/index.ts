// The public API of features/content-detail: code outside this folder imports only from here.
export { contentQueryOptions, useContent, useContentPreview, useLesson } from './api/get-content';
export { ApprovalFooter } from './components/approval-footer';
export { default as contentDetailStyles } from './components/content-detail.module.css';
export { ContentIntro } from './components/content-intro';
export { ContentSharePoster } from './components/content-share-poster';
export { ContentGone, DetailErrorState, DetailSkeleton } from './components/detail-states';
export type { LessonItem } from './components/lesson-playlist';
export { LessonPlaylist } from './components/lesson-playlist';
export { useDetailTarget } from './hooks/use-detail-target';
export { contentDetailPath, positiveIntParam } from './lib/detail-params';
