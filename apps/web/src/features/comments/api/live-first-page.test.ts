import type { Comment } from '@ia/shared';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { comment, reply } from '../../content-detail/testing/detail-fixtures';
import { type CommentPage, commentsQueryKey, commentsQueryOptions } from './comments';
import { createLiveCommentsWriter, mergeLiveFirstPage } from './live-first-page';

const target = { contentId: 8, type: 4 };
type Data = InfiniteData<CommentPage, number>;

/** Comments `from` down to `to`, newest (highest id) first, as GET comments orders them. */
function newestFirst(from: number, to: number, overrides: Partial<Comment> = {}): Comment[] {
  return Array.from({ length: from - to + 1 }, (_, index) => comment(from - index, overrides));
}

function data(...pages: CommentPage[]): Data {
  return { pages, pageParams: pages.map((_, index) => index + 1) };
}

const ids = (page: CommentPage | undefined) => page?.data.map((item) => item.id);

describe('mergeLiveFirstPage', () => {
  it('keeps the viewer’s mine and zanned for the ids the cache knew, on comments and replies', () => {
    const cached = data({
      total: 2,
      data: [
        comment(2, { mine: true, zanned: false, replies: [reply(21, { zanned: true })] }),
        comment(1, { zanned: true }),
      ],
    });
    const known = new Map([
      [2, { mine: true, zanned: false }],
      [21, { mine: false, zanned: true }],
      [1, { mine: false, zanned: true }],
    ]);
    const pushed = {
      total: 3,
      data: [
        comment(3, { zan_count: 1 }),
        comment(2, { zan_count: 4, replies: [reply(21, { zan_count: 2 }), reply(22)] }),
        comment(1, { zan_count: 9 }),
      ],
    };

    const [first] = mergeLiveFirstPage(cached, pushed, known).pages;
    expect(first?.total).toBe(3);
    expect(first?.data.map(({ id, mine, zanned, zan_count }) => ({ id, mine, zanned, zan_count }))).toEqual([
      { id: 3, mine: false, zanned: false, zan_count: 1 },
      { id: 2, mine: true, zanned: false, zan_count: 4 },
      { id: 1, mine: false, zanned: true, zan_count: 9 },
    ]);
    expect(first?.data[1]?.replies.map(({ id, zanned }) => ({ id, zanned }))).toEqual([
      { id: 21, zanned: true },
      { id: 22, zanned: false },
    ]);
  });

  it('keeps the viewer’s own pending comments on top and counts them, until the push carries them', () => {
    const pending = comment(9, { mine: true, status: 'pending' });
    const cached = data({ total: 2, data: [pending, comment(1)] });
    const known = new Map([[9, { mine: true, zanned: false }]]);

    const merged = mergeLiveFirstPage(cached, { total: 2, data: [comment(2), comment(1)] }, known);
    expect(ids(merged.pages[0])).toEqual([9, 2, 1]);
    expect(merged.pages[0]?.data[0]?.status).toBe('pending');
    expect(merged.pages[0]?.total).toBe(3);

    // Approved: it comes with the push (flags not personal), and is shown once, as the viewer's.
    const approved = mergeLiveFirstPage(
      merged,
      { total: 3, data: [comment(9), comment(2), comment(1)] },
      known,
    );
    expect(ids(approved.pages[0])).toEqual([9, 2, 1]);
    expect(approved.pages[0]?.data[0]).toMatchObject({ status: 'published', mine: true });
    expect(approved.pages[0]?.total).toBe(3);
  });

  it('keeps the viewer’s own pending reply in a thread’s preview while the preview has room', () => {
    const pendingReply = reply(31, { mine: true, status: 'pending' });
    const cached = data({ total: 2, data: [comment(2, { replies: [reply(30), pendingReply] }), comment(1)] });
    const known = new Map([[31, { mine: true, zanned: false }]]);

    const roomy = mergeLiveFirstPage(
      cached,
      { total: 2, data: [comment(2, { replies: [reply(30)] }), comment(1)] },
      known,
    );
    expect(roomy.pages[0]?.data[0]?.replies.map((item) => item.id)).toEqual([30, 31]);

    const full = mergeLiveFirstPage(
      cached,
      { total: 2, data: [comment(2, { replies: [reply(30), reply(32), reply(33)] }), comment(1)] },
      known,
    );
    expect(full.pages[0]?.data[0]?.replies.map((item) => item.id)).toEqual([30, 32, 33]);
  });

  it('leaves the pages loaded by scrolling as they were, and keeps at the first page’s end what new comments pushed out', () => {
    const secondPage = { total: 20, data: newestFirst(10, 1) };
    const cached = data({ total: 20, data: newestFirst(20, 11) }, secondPage);
    // Three new comments: 21–23 on top, so 11–13 leave the first page.
    const merged = mergeLiveFirstPage(cached, { total: 23, data: newestFirst(23, 14) }, new Map());

    expect(ids(merged.pages[0])).toEqual([...newestFirst(23, 11).map((item) => item.id)]);
    expect(merged.pages[1]?.data).toBe(secondPage.data);
    expect(merged.pages.map((page) => page.total)).toEqual([23, 23]);
    expect(merged.pageParams).toEqual([1, 2]);
  });

  it('lets go of what new comments pushed out when no later page is loaded (the next page brings it)', () => {
    const cached = data({ total: 20, data: newestFirst(20, 11) });
    const merged = mergeLiveFirstPage(cached, { total: 21, data: newestFirst(21, 12) }, new Map());
    expect(ids(merged.pages[0])).toEqual(newestFirst(21, 12).map((item) => item.id));
  });

  it('drops a comment that left the room (rejected or deleted) even when later pages are loaded', () => {
    const cached = data({ total: 20, data: newestFirst(20, 11) }, { total: 20, data: newestFirst(10, 1) });
    const withoutFifteen = newestFirst(20, 10).filter((item) => item.id !== 15);
    const merged = mergeLiveFirstPage(cached, { total: 19, data: withoutFifteen }, new Map());
    expect(ids(merged.pages[0])).toEqual(withoutFifteen.map((item) => item.id));
  });
});

describe('createLiveCommentsWriter', () => {
  it('leaves alone a list nobody loaded', () => {
    const queryClient = new QueryClient();
    const writer = createLiveCommentsWriter(queryClient, target);
    writer.apply({ total: 1, data: [comment(1)] });
    expect(queryClient.getQueryData(commentsQueryKey(target))).toBeUndefined();
    writer.stop();
  });

  it('writes the push again when a fetch that began before it lands, with the flags that fetch brought', async () => {
    const queryClient = new QueryClient();
    let answer: (page: CommentPage) => void = () => {};
    const loading = queryClient.fetchInfiniteQuery({
      ...commentsQueryOptions(target),
      queryFn: () =>
        new Promise<CommentPage>((resolve) => {
          answer = resolve;
        }),
    });
    const writer = createLiveCommentsWriter(queryClient, target);
    writer.apply({ total: 2, data: [comment(2), comment(1)] });

    answer({ total: 1, data: [comment(1, { zanned: true, mine: true })] });
    await loading;
    const first = queryClient.getQueryData<Data>(commentsQueryKey(target))?.pages[0];
    expect(ids(first)).toEqual([2, 1]);
    expect(first?.data[1]).toMatchObject({ zanned: true, mine: true });

    // Once written, a later answer from the server stands as it is.
    await queryClient.fetchInfiniteQuery({
      ...commentsQueryOptions(target),
      queryFn: async () => ({ total: 1, data: [comment(1)] }),
      staleTime: 0,
    });
    expect(ids(queryClient.getQueryData<Data>(commentsQueryKey(target))?.pages[0])).toEqual([1]);
    writer.stop();
  });
});
