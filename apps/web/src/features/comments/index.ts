// The public API of features/comments: code outside this folder imports only from here.
export { CommentSection } from './components/comment-section';
