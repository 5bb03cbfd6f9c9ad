// The public API of features/comments: code outside this folder imports only from here.
export { CommentModerationView } from './components/comment-moderation-view';
export { ModerationSetting } from './components/moderation-setting';
export { SensitiveWordsPanel } from './components/sensitive-words-panel';
