// The public API of features/messages: code outside this folder imports only from here.
export { UNREAD_COUNT_QUERY_KEY, unreadBadgeText, useUnreadCount } from './api/unread-count';
export { MessageList } from './components/message-list';
