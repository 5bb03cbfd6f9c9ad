import { describe, expect, it } from 'vitest';
import type { SessionRow, UserRow } from './users.table';
import { type CachedSession, ViewerCache } from './viewer-cache';

const entry = (userId: number): CachedSession => ({
  session: { userId } as SessionRow,
  user: { id: userId } as UserRow,
});

describe('ViewerCache', () => {
  it('forgets every cached session of a changed user, and only theirs', () => {
    const cache = new ViewerCache();
    cache.set('a1', entry(1), cache.generation);
    cache.set('a2', entry(1), cache.generation);
    cache.set('b1', entry(2), cache.generation);
    cache.forget({ kind: 'users', userIds: [1] });
    expect([cache.get('a1'), cache.get('a2')]).toEqual([undefined, undefined]);
    expect(cache.get('b1')?.user.id).toBe(2);
    cache.forget({ kind: 'session', tokenHash: 'b1' });
    expect(cache.get('b1')).toBeUndefined();
  });

  it('forgets everyone on a change of all users', () => {
    const cache = new ViewerCache();
    cache.set('a1', entry(1), cache.generation);
    cache.set('b1', entry(2), cache.generation);
    cache.forget({ kind: 'all-users' });
    expect(cache.size).toBe(0);
  });

  it('refuses to cache a lookup that a change overtook (it may have read the old row)', () => {
    const cache = new ViewerCache();
    const before = cache.generation;
    cache.forget({ kind: 'users', userIds: [9] });
    cache.set('a1', entry(1), before);
    expect(cache.get('a1')).toBeUndefined();
    cache.set('a1', entry(1), cache.generation);
    expect(cache.get('a1')?.user.id).toBe(1);
  });

  it('keeps a user’s index right when an entry is replaced or evicted', () => {
    const cache = new ViewerCache(60_000, 2);
    cache.set('a1', entry(1), cache.generation);
    cache.set('a1', entry(1), cache.generation);
    cache.set('b1', entry(2), cache.generation);
    cache.set('c1', entry(3), cache.generation); // evicts a1, the least recently used
    expect(cache.get('a1')).toBeUndefined();
    cache.set('a1', entry(1), cache.generation);
    cache.forget({ kind: 'users', userIds: [1] });
    expect(cache.get('a1')).toBeUndefined();
  });

  it('serves nothing older than its time to live', async () => {
    const cache = new ViewerCache(20);
    cache.set('a1', entry(1), cache.generation);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(cache.get('a1')).toBeUndefined();
  });

  it('names an entry served since it was cached when it nears expiry, once, and never one nobody asked for', async () => {
    const cache = new ViewerCache(300);
    cache.set('a1', entry(1), cache.generation);
    cache.set('b1', entry(2), cache.generation);
    cache.get('a1');
    expect(cache.dueForRefresh()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 230));
    expect(cache.dueForRefresh()).toEqual(['a1']);
    expect(cache.dueForRefresh()).toEqual([]);
    cache.set('a1', entry(1), cache.generation);
    cache.get('a1');
    expect(cache.dueForRefresh()).toEqual([]);
  });
});
