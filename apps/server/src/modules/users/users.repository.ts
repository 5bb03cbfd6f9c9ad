import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { textArrayLiteral } from '../../db/sql-helpers';
import { turnLoader } from '../../db/turn-loader';
import {
  type SessionRow,
  sessions,
  type UserRow,
  users,
  type WechatIdentityRow,
  wechatIdentities,
} from './users.table';

export interface NewUser {
  kind?: 'member' | 'staff' | null;
  nickname?: string | null;
  registeredAt?: Date | null;
  consentedAt?: Date | null;
  certifiedAt?: Date | null;
}

/** A live session with its user. */
type SessionWithUser = { session: SessionRow; user: UserRow };

/** Sessions one statement looks up at most. */
const SESSIONS_PER_READ = 100;

/** Queries on users, their WeChat identities and their sessions. */
export class UsersRepository {
  /**
   * The lookup behind signed-in requests whose session the process does not hold: prepared once,
   * so it is planned once per connection, for an array of token hashes.
   */
  private readonly sessionsByToken;
  /**
   * The session lookups asked for in one turn of the event loop, read by one statement. A meeting's
   * audience opening a page brings many sessions at once that no cache holds (one is kept 30 s), and
   * one statement each made PostgreSQL's round trips the cost of such a request.
   */
  private readonly sessionLookups = turnLoader<string, SessionWithUser | undefined>(
    (tokenHashes) => this.readSessions(tokenHashes),
    SESSIONS_PER_READ,
  );

  constructor(private readonly db: Database) {
    this.sessionsByToken = db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`,
          isNull(sessions.revokedAt),
        ),
      )
      .prepare('sessions_by_token');
  }

  async findByOpenid(appId: string, openid: string): Promise<UserRow | undefined> {
    const rows = await this.db
      .select({ user: users })
      .from(wechatIdentities)
      .innerJoin(users, eq(users.id, wechatIdentities.userId))
      .where(and(eq(wechatIdentities.appId, appId), eq(wechatIdentities.openid, openid)))
      .limit(1);
    return rows[0]?.user;
  }

  /** The user of any identity sharing this unionid (the same person under another official account). */
  async findByUnionid(unionid: string): Promise<UserRow | undefined> {
    const rows = await this.db
      .select({ user: users })
      .from(wechatIdentities)
      .innerJoin(users, eq(users.id, wechatIdentities.userId))
      .where(eq(wechatIdentities.unionid, unionid))
      .orderBy(wechatIdentities.id)
      .limit(1);
    return rows[0]?.user;
  }

  async findIdentity(appId: string, openid: string): Promise<WechatIdentityRow | undefined> {
    const rows = await this.db
      .select()
      .from(wechatIdentities)
      .where(and(eq(wechatIdentities.appId, appId), eq(wechatIdentities.openid, openid)))
      .limit(1);
    return rows[0];
  }

  /** Attaches another openid to an existing user; a no-op when that openid is already known. */
  async addIdentity(userId: number, identity: { appId: string; openid: string; unionid: string | null }) {
    await this.db
      .insert(wechatIdentities)
      .values({ ...identity, userId })
      .onConflictDoNothing({ target: [wechatIdentities.appId, wechatIdentities.openid] });
  }

  /** Records a unionid WeChat revealed later (the account was bound to an open platform since). */
  async setIdentityUnionid(identityId: number, unionid: string): Promise<void> {
    await this.db.update(wechatIdentities).set({ unionid }).where(eq(wechatIdentities.id, identityId));
  }

  /** The newest identities of an app with their users (the sandbox's identity picker). */
  async listRecentIdentities(
    appId: string,
    limit: number,
  ): Promise<{ identity: WechatIdentityRow; user: UserRow }[]> {
    return this.db
      .select({ identity: wechatIdentities, user: users })
      .from(wechatIdentities)
      .innerJoin(users, eq(users.id, wechatIdentities.userId))
      .where(eq(wechatIdentities.appId, appId))
      .orderBy(desc(wechatIdentities.id))
      .limit(limit);
  }

  async findById(id: number): Promise<UserRow | undefined> {
    const rows = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return rows[0];
  }

  /** Creates a user together with its first WeChat identity. */
  async createWithIdentity(
    identity: { appId: string; openid: string; unionid: string | null },
    user: NewUser = {},
  ): Promise<UserRow> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx.insert(users).values(user).returning();
      if (!created) throw new Error('insert into users returned no row');
      await tx.insert(wechatIdentities).values({ ...identity, userId: created.id });
      return created;
    });
  }

  async insertSession(session: typeof sessions.$inferInsert): Promise<void> {
    await this.db.insert(sessions).values(session);
  }

  /** The unrevoked session of a token hash with its user; the caller checks expiry against its clock. */
  findUnrevokedSession(tokenHash: string): Promise<SessionWithUser | undefined> {
    return this.sessionLookups.load(tokenHash);
  }

  private async readSessions(tokenHashes: readonly string[]): Promise<(SessionWithUser | undefined)[]> {
    const rows = await this.sessionsByToken.execute({ tokenHashes: textArrayLiteral(tokenHashes) });
    const byHash = new Map(rows.map((row) => [row.session.tokenHash, row]));
    return tokenHashes.map((tokenHash) => byHash.get(tokenHash));
  }

  async revokeSession(tokenHash: string, now: Date): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }

  /** Revokes every live session of a user (rotation at login, sign-out everywhere). */
  async revokeUserSessions(userId: number, now: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }
}
