import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrapData } from '../../../lib/api-client';
import { MESSAGES_QUERY_KEY } from './messages';

/** The key marking messages read invalidates, so the badge follows at once. */
export const UNREAD_COUNT_QUERY_KEY = [...MESSAGES_QUERY_KEY, 'unread'] as const;

/** GET messagecneter/msg-unread-num: how many of the viewer's messages are unread. */
export async function getUnreadCount(): Promise<number> {
  const answer = await unwrapData(apiClient.get<{ num: number }>('messagecneter/msg-unread-num'));
  return typeof answer?.num === 'number' ? answer.num : 0;
}

/** The unread count for the 我的 badge; asked only for a registered user (others have no messages). */
export function useUnreadCount(enabled: boolean) {
  return useQuery({ queryKey: UNREAD_COUNT_QUERY_KEY, queryFn: getUnreadCount, enabled, staleTime: 0 });
}

/** What the badge shows: nothing at 0, the number up to 99, then 99+. */
export function unreadBadgeText(count: number | undefined): string | undefined {
  if (!count || count <= 0) return undefined;
  return count > 99 ? '99+' : String(count);
}
