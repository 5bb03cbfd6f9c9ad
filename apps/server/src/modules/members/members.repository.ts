import { and, eq, isNull, ne, sql } from 'drizzle-orm';
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
  /** member/me's figures in one statement, prepared once: every page of the app asks for it. */
  private readonly summaryQuery;

  constructor(
    private readonly db: Database,
    private readonly changes: UserChanges,
  ) {
    const userId = sql.placeholder('userId');
    this.summaryQuery = db
      .select({
        unionid: sql<string | null>`(select ${wechatIdentities.unionid} from ${wechatIdentities}
          where ${wechatIdentities.userId} = ${userId} and ${wechatIdentities.openid} = ${sql.placeholder('openid')}
          limit 1)`,
        latestCertification: sql<string | null>`(select ${certificationSubmissions.status}
          from ${certificationSubmissions} where ${certificationSubmissions.userId} = ${userId}
          order by ${certificationSubmissions.createdAt} desc, ${certificationSubmissions.id} desc limit 1)`,
        points: sql<number>`(select coalesce(sum(${pointsLedger.points}), 0)::int from ${pointsLedger}
          where ${pointsLedger.userId} = ${userId})`,
      })
      .from(sql`(select 1) as one`)
      .prepare('member_summary');
  }

  /** The unionid of the signed-in identity, the latest certification's status and the points total. */
  async summary(
    userId: number,
    openid: string,
  ): Promise<{ unionid: string | null; latestCertification: string | undefined; points: number }> {
    const [row] = await this.summaryQuery.execute({ userId, openid });
    return {
      unionid: row?.unionid ?? null,
      latestCertification: row?.latestCertification ?? undefined,
      points: Number(row?.points ?? 0),
    };
  }

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
    await this.changes.usersChanged([userId]);
    return rows[0];
  }

  async updateProfile(userId: number, values: ProfileValues, now: Date): Promise<UserRow> {
    const [row] = await this.db
      .update(users)
      .set({ ...values, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new Error(`user ${userId} vanished during a profile update`);
    await this.changes.usersChanged([userId]);
    return row;
  }
}
