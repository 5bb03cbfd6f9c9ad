import { type InvalidationBus, type InvalidationChannel, LocalInvalidationBus } from './invalidation-bus';

/**
 * What the caches of users must forget: some users' rows changed (consent, certification, profile,
 * groups), every user's did (a new consent document version), or one session ended (sign-out,
 * rotation). Repositories announce a change right after their write commits; the session cache
 * listens. The invalidation bus carries them to every node (decisions 027, 031).
 */
export type UserChange =
  | { kind: 'users'; userIds: readonly number[] }
  | { kind: 'all-users' }
  | { kind: 'session'; tokenHash: string };

type UserChangeListener = (change: UserChange) => void;

/**
 * What a repository needs to announce its writes. Each announcement reaches this process at once;
 * the promise settles when the other nodes were sent it (await it where it matters: a session ended).
 */
export interface UserChangeAnnouncer {
  usersChanged(userIds: readonly number[]): Promise<void>;
  allUsersChanged(): Promise<void>;
  sessionEnded(tokenHash: string): Promise<void>;
}

export class UserChanges implements UserChangeAnnouncer {
  private readonly channel: InvalidationChannel<UserChange>;

  /** Without a bus, the changes stay in this process (units, the seed). */
  constructor(private readonly bus: InvalidationBus = new LocalInvalidationBus()) {
    this.channel = bus.channel<UserChange>('users', { kind: 'all-users' });
  }

  /** How long a cache of users may keep an entry that normally lives `normalMs` (the bus's rule). */
  cacheLifetime(normalMs: number): number {
    return this.bus.cacheLifetime(normalMs);
  }

  /** Calls `listener` for every later change, of this node or another; answers the unsubscribe. */
  subscribe(listener: UserChangeListener): () => void {
    return this.channel.subscribe(listener);
  }

  usersChanged(userIds: readonly number[]): Promise<void> {
    return userIds.length > 0 ? this.emit({ kind: 'users', userIds: [...userIds] }) : Promise.resolve();
  }

  allUsersChanged(): Promise<void> {
    return this.emit({ kind: 'all-users' });
  }

  sessionEnded(tokenHash: string): Promise<void> {
    return this.emit({ kind: 'session', tokenHash });
  }

  /**
   * An announcer for the repository of one transaction: it holds the changes and `run` announces
   * them once the transaction committed. Announced earlier, a request could cache the row as it
   * was before the commit; a rolled-back transaction announces nothing.
   */
  async afterCommit<T>(transaction: (announcer: UserChangeAnnouncer) => Promise<T>): Promise<T> {
    const held: UserChange[] = [];
    const result = await transaction({
      usersChanged: async (userIds) => {
        if (userIds.length > 0) held.push({ kind: 'users', userIds: [...userIds] });
      },
      allUsersChanged: async () => {
        held.push({ kind: 'all-users' });
      },
      sessionEnded: async (tokenHash) => {
        held.push({ kind: 'session', tokenHash });
      },
    });
    await Promise.all(held.map((change) => this.emit(change)));
    return result;
  }

  private emit(change: UserChange): Promise<void> {
    return this.channel.publish(change);
  }
}
