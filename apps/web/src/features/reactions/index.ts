// The public API of features/reactions: code outside this folder imports only from here.
export { setContentReaction } from './api/reactions';
export { ReactionBar } from './components/reaction-bar';
