import { SESSION_LIFETIME_MS } from '@ia/shared';
import { type RequestContext, storedRequestContext } from '../../lib/request-context';
import { hashToken, newToken } from '../../lib/tokens';
import type { UsersRepository } from './users.repository';
import type { UserRow } from './users.table';

/** Who is calling: the signed-in user of a live session. */
export interface Viewer {
  user: UserRow;
  openid: string;
  tokenHash: string;
}

/** Issues, resolves and revokes the app's opaque session tokens. */
export class SessionsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

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
    const found = await this.users.findLiveSession(tokenHash, this.now());
    return found ? { user: found.user, openid: found.session.openid, tokenHash } : null;
  }

  async revoke(viewer: Viewer): Promise<void> {
    await this.users.revokeSession(viewer.tokenHash, this.now());
  }
}
