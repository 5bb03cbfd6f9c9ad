import { describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/tokens';
import { UserChanges } from '../../lib/user-changes';
import { SessionsService } from './sessions.service';
import type { UsersRepository } from './users.repository';
import type { SessionRow, UserRow } from './users.table';

/** A repository whose session lookups wait until `answer()` and are counted. */
function slowSessions() {
  const waiting: (() => void)[] = [];
  let lookups = 0;
  let revoked = false;
  const repository = {
    findUnrevokedSession: (tokenHash: string) => {
      lookups++;
      const seesRevoked = revoked;
      return new Promise((resolve) => {
        waiting.push(() =>
          resolve(
            seesRevoked
              ? undefined
              : {
                  session: {
                    tokenHash,
                    openid: 'o1',
                    expiresAt: new Date(Date.now() + 60_000),
                  } as SessionRow,
                  user: { id: 1 } as UserRow,
                },
          ),
        );
      });
    },
  } as unknown as UsersRepository;
  return {
    repository,
    lookups: () => lookups,
    revoke: () => {
      revoked = true;
    },
    answer: () => {
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

describe('SessionsService.resolve', () => {
  it('answers the calls a page sends together with one session query', async () => {
    const database = slowSessions();
    const sessions = new SessionsService(database.repository, new UserChanges());
    const calls = Promise.all([1, 2, 3, 4].map(() => sessions.resolve('token-1')));
    database.answer();
    const viewers = await calls;
    expect(viewers.map((viewer) => viewer?.user.id)).toEqual([1, 1, 1, 1]);
    expect(database.lookups()).toBe(1);
    await sessions.resolve('token-1');
    expect(database.lookups()).toBe(1);
  });

  it('does not join a lookup that began before the session was revoked', async () => {
    const database = slowSessions();
    const changes = new UserChanges();
    const sessions = new SessionsService(database.repository, changes);
    const before = sessions.resolve('token-1');
    database.revoke();
    await changes.sessionEnded(hashToken('token-1'));
    const after = sessions.resolve('token-1');
    database.answer();
    await before;
    expect(await after).toBeNull();
    expect(database.lookups()).toBe(2);
  });

  it('keeps a session in use past its time to live by reading it again before, and drops one revoked since', async () => {
    const database = slowSessions();
    const sessions = new SessionsService(database.repository, new UserChanges(), undefined, undefined, 300);
    const first = Promise.all([sessions.resolve('token-1'), sessions.resolve('token-2')]);
    database.answer();
    await first;
    expect(database.lookups()).toBe(2);
    await sessions.resolve('token-1');
    await sessions.resolve('token-2');
    await new Promise((resolve) => setTimeout(resolve, 230));
    database.revoke();
    const refreshed = sessions.refreshInUse();
    expect(database.lookups()).toBe(4);
    database.answer();
    await refreshed;
    // Past the first entries' 300 ms: both were read again as revoked, so they are gone; the next
    // call looks its session up, and a session dropped is not read again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = sessions.resolve('token-1');
    expect(database.lookups()).toBe(5);
    database.answer();
    expect(await after).toBeNull();
    await sessions.refreshInUse();
    expect(database.lookups()).toBe(5);
  });

  it('answers from the cache after its time to live when the session was read again before it', async () => {
    const database = slowSessions();
    const sessions = new SessionsService(database.repository, new UserChanges(), undefined, undefined, 300);
    const first = sessions.resolve('token-1');
    database.answer();
    await first;
    await sessions.resolve('token-1');
    await new Promise((resolve) => setTimeout(resolve, 230));
    const refreshed = sessions.refreshInUse();
    database.answer();
    await refreshed;
    expect(database.lookups()).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await sessions.resolve('token-1'))?.user.id).toBe(1);
    expect(database.lookups()).toBe(2);
  });
});
