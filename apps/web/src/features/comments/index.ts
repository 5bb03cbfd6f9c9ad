// The public API of features/comments: code outside this folder imports only from here.
export { createLiveCommentsWriter } from './api/live-first-page';
export { CommentSection } from './components/comment-section';
