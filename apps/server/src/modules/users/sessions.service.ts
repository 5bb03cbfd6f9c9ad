import { SESSION_LIFETIME_MS } from '@ia/shared';
import type { CacheCounter } from '../../lib/metrics';
import { type RequestContext, storedRequestContext } from '../../lib/request-context';
import { hashToken, newToken } from '../../lib/tokens';
import type { UserChanges } from '../../lib/user-changes';
import type { UsersRepository } from './users.repository';
import type { UserRow } from './users.table';
import { type CachedSession, ViewerCache } from './viewer-cache';

/** Who is calling: the signed-in user of a live session. */
export interface Viewer {
  user: UserRow;
  openid: string;
  tokenHash: string;
}

/**
 * Issues, resolves and revokes the app's opaque session tokens. Resolved sessions are cached in the
 * process (ViewerCache) and forgotten when UserChanges announces a change of their user or session.
 */
export class SessionsService {
  private readonly cache: ViewerCache;
  /**
   * Lookups under way, by token hash: a page's calls arrive together with a new token (a live
   * meeting's arrival sends four), and they share one query. Joined only while no change was
   * announced since the lookup began, so a revocation is never answered from an older read.
   */
  private readonly lookups = new Map<
    string,
    { generation: number; found: Promise<CachedSession | undefined> }
  >();

  constructor(
    private readonly users: UsersRepository,
    private readonly changes: UserChanges,
    private readonly now: () => Date = () => new Date(),
    private readonly cacheStats?: CacheCounter,
    /** How long a resolved session is cached (ViewerCache's 30 s unless given). */
    cacheTtlMs?: number,
  ) {
    this.cache = new ViewerCache(cacheTtlMs, undefined, (normalMs) => changes.cacheLifetime(normalMs));
    changes.subscribe((change) => this.cache.forget(change));
  }

  /** A fresh token for a user; the plain token is returned once and never stored. */
  async issue(
    user: UserRow,
    openid: string,
    context: RequestContext = {},
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const createdAt = this.now();
    const expiresAt = new Date(createdAt.getTime() + SESSION_LIFETIME_MS);
    await this.users.insertSession({
      tokenHash: hashToken(token),
      userId: user.id,
      openid,
      createdAt,
      expiresAt,
      ...storedRequestContext(context),
    });
    return { token, expiresAt };
  }

  async resolve(token: string): Promise<Viewer | null> {
    if (!token || token.length > 200) return null;
    const tokenHash = hashToken(token);
    let found = this.cache.get(tokenHash);
    if (found) this.cacheStats?.hit();
    else this.cacheStats?.miss();
    if (!found) {
      found = await this.lookUp(tokenHash);
      if (!found) return null;
    }
    if (found.session.expiresAt.getTime() <= this.now().getTime()) return null;
    return { user: found.user, openid: found.session.openid, tokenHash };
  }

  private lookUp(tokenHash: string): Promise<CachedSession | undefined> {
    const generation = this.cache.generation;
    const underWay = this.lookups.get(tokenHash);
    if (underWay && underWay.generation === generation) return underWay.found;
    const found = this.users.findUnrevokedSession(tokenHash).then((row) => {
      if (row) this.cache.set(tokenHash, row, generation);
      return row;
    });
    const lookup = { generation, found };
    this.lookups.set(tokenHash, lookup);
    const done = () => {
      if (this.lookups.get(tokenHash) === lookup) this.lookups.delete(tokenHash);
    };
    found.then(done, done);
    return found;
  }

  /**
   * Reads again, together, the cached sessions in use that are about to expire (ViewerCache
   * dueForRefresh): the lookups of one turn share a statement, so ten thousand phones in a live
   * meeting cost a few statements a second rather than a lookup each every 30 s, and none of them
   * waits on its own. A session no longer found (revoked, gone) is dropped. Run once a second.
   */
  async refreshInUse(): Promise<void> {
    const due = this.cache.dueForRefresh();
    if (due.length === 0) return;
    const generation = this.cache.generation;
    await Promise.all(
      due.map(async (tokenHash) => {
        const row = await this.users.findUnrevokedSession(tokenHash);
        if (row) this.cache.set(tokenHash, row, generation);
        else this.cache.delete(tokenHash);
      }),
    );
  }

  async revoke(viewer: Viewer): Promise<void> {
    await this.users.revokeSession(viewer.tokenHash, this.now());
    // Awaited: the caller's next request may reach another node, which must have forgotten it.
    await this.changes.sessionEnded(viewer.tokenHash);
  }
}
