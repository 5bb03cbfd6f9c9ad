import type { Message } from '@ia/shared';
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { nextPageByTotal, type PageAnswer } from '../../../components/paged-list/paging';
import { expectPage } from '../../../lib/answer-shape';
import { apiClient, unwrapData } from '../../../lib/api-client';

export const MESSAGE_PAGE_SIZE = 20;

/** Every message-centre answer (the list, the unread count) lives under this key. */
export const MESSAGES_QUERY_KEY = ['messages'] as const;
const LIST_KEY = [...MESSAGES_QUERY_KEY, 'list'] as const;

/** GET messagecneter: the viewer's messages, newest first (the spec's spelling is the public path). */
export async function getMessages(current: number): Promise<PageAnswer<Message>> {
  const answer = await unwrapData(
    apiClient.get<PageAnswer<Message>>('messagecneter', { current, pageSize: MESSAGE_PAGE_SIZE }),
  );
  return expectPage<PageAnswer<Message>>(answer);
}

export function useMessages() {
  return useInfiniteQuery({
    queryKey: LIST_KEY,
    queryFn: ({ pageParam }) => getMessages(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageByTotal,
    // New messages (a meeting reminder) arrive while the app is open: every visit asks again.
    staleTime: 0,
  });
}

/** Which messages to mark read: one, or every one. */
export type MarkReadTarget = { id: number } | { all: true };

/** PUT messagecneter/read: marks one message (`id`) or all (`all=1`) read. */
export async function markMessagesRead(target: MarkReadTarget): Promise<unknown> {
  return unwrapData(apiClient.put('messagecneter/read', 'id' in target ? { id: target.id } : { all: 1 }));
}

/**
 * Marks read at once in the cached list (the dot goes as the tap lands); the unread count is asked
 * again after the server's answer. A failure puts the list back as the server has it.
 */
export function useMarkMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessagesRead,
    onMutate: async (target) => {
      await queryClient.cancelQueries({ queryKey: LIST_KEY });
      queryClient.setQueryData<InfiniteData<PageAnswer<Message>>>(LIST_KEY, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page) => ({
                ...page,
                data: page.data.map((message) =>
                  'all' in target || message.id === target.id ? { ...message, read: true } : message,
                ),
              })),
            }
          : old,
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
    // Any unread badge (msg-unread-num) follows the server.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...MESSAGES_QUERY_KEY, 'unread'] }),
  });
}
