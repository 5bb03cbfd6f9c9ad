/**
 * What the caches of users must forget: some users' rows changed (consent, certification, profile,
 * groups), every user's did (a new consent document version), or one session ended (sign-out,
 * rotation). Repositories announce a change right after their write commits; the session cache
 * listens. One process today: the scale-out relays these between nodes (decision 027).
 */
export type UserChange =
  | { kind: 'users'; userIds: readonly number[] }
  | { kind: 'all-users' }
  | { kind: 'session'; tokenHash: string };

type UserChangeListener = (change: UserChange) => void;

/** What a repository needs to announce its writes. */
export interface UserChangeAnnouncer {
  usersChanged(userIds: readonly number[]): void;
  allUsersChanged(): void;
  sessionEnded(tokenHash: string): void;
}

export class UserChanges implements UserChangeAnnouncer {
  private readonly listeners = new Set<UserChangeListener>();

  /** Calls `listener` for every later change; answers the unsubscribe. */
  subscribe(listener: UserChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  usersChanged(userIds: readonly number[]): void {
    if (userIds.length > 0) this.emit({ kind: 'users', userIds });
  }

  allUsersChanged(): void {
    this.emit({ kind: 'all-users' });
  }

  sessionEnded(tokenHash: string): void {
    this.emit({ kind: 'session', tokenHash });
  }

  /**
   * An announcer for the repository of one transaction: it holds the changes and `run` announces
   * them once the transaction committed. Announced earlier, a request could cache the row as it
   * was before the commit; a rolled-back transaction announces nothing.
   */
  async afterCommit<T>(transaction: (announcer: UserChangeAnnouncer) => Promise<T>): Promise<T> {
    const held: UserChange[] = [];
    const result = await transaction({
      usersChanged: (userIds) => {
        if (userIds.length > 0) held.push({ kind: 'users', userIds });
      },
      allUsersChanged: () => held.push({ kind: 'all-users' }),
      sessionEnded: (tokenHash) => held.push({ kind: 'session', tokenHash }),
    });
    for (const change of held) this.emit(change);
    return result;
  }

  private emit(change: UserChange): void {
    for (const listener of this.listeners) listener(change);
  }
}
