import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  certificationSubmissions,
  pointsLedger,
  type UserRow,
  users,
  wechatIdentities,
} from '../../db/schema';
import type { UserChanges } from '../../lib/user-changes';

/** The profile columns registration and profile edits write. */
export type ProfileValues = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'kind'
    | 'name'
    | 'mobile'
    | 'email'
    | 'provinceCode'
    | 'cityCode'
    | 'hospitalId'
    | 'hospitalName'
    | 'department'
    | 'title'
    | 'position'
    | 'skillAreas'
    | 'interestingTopics'
    | 'interestingSystems'
    | 'workUpgrades'
    | 'registeredAt'
    | 'reconfirmedAt'
    | 'hospitalInvalidAt'
  >
>;

/** Queries behind registration, profile edits and the user info. */
export class MembersRepository {
  constructor(
    private readonly db: Database,
    private readonly changes: UserChanges,
  ) {}

  async findById(id: number): Promise<UserRow | undefined> {
    const rows = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return rows[0];
  }

  /** Another user holding this mobile. */
  async mobileTakenByOther(mobile: string, userId: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.mobile, mobile), ne(users.id, userId)))
      .limit(1);
    return rows.length > 0;
  }

  /** Another user holding this mailbox. */
  async emailTakenByOther(email: string, userId: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, userId)))
      .limit(1);
    return rows.length > 0;
  }

  /** Registers a user once: undefined when the user was registered already (or meanwhile). */
  async registerOnce(userId: number, values: ProfileValues, now: Date): Promise<UserRow | undefined> {
    const rows = await this.db
      .update(users)
      .set({ ...values, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.registeredAt)))
      .returning();
    this.changes.usersChanged([userId]);
    return rows[0];
  }

  async updateProfile(userId: number, values: ProfileValues, now: Date): Promise<UserRow> {
    const [row] = await this.db
      .update(users)
      .set({ ...values, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new Error(`user ${userId} vanished during a profile update`);
    this.changes.usersChanged([userId]);
    return row;
  }

  /** Status of the user's latest certification submission, if any. */
  async latestCertificationStatus(userId: number): Promise<string | undefined> {
    const rows = await this.db
      .select({ status: certificationSubmissions.status })
      .from(certificationSubmissions)
      .where(eq(certificationSubmissions.userId, userId))
      .orderBy(desc(certificationSubmissions.createdAt), desc(certificationSubmissions.id))
      .limit(1);
    return rows[0]?.status;
  }

  /** The user's points: the sum of their ledger (member/me's integralInfo). */
  async pointsTotal(userId: number): Promise<number> {
    const rows = await this.db
      .select({ total: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int` })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId));
    return Number(rows[0]?.total ?? 0);
  }

  /** The unionid of the identity the viewer signed in with. */
  async unionidOf(userId: number, openid: string): Promise<string | null> {
    const rows = await this.db
      .select({ unionid: wechatIdentities.unionid })
      .from(wechatIdentities)
      .where(and(eq(wechatIdentities.userId, userId), eq(wechatIdentities.openid, openid)))
      .limit(1);
    return rows[0]?.unionid ?? null;
  }
}
