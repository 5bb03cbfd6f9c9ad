import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { certificationSubmissions, hospitals } from '../../db/schema';
import { containsPattern } from '../../db/sql-helpers';
import type { UserChanges } from '../../lib/user-changes';
import { type UserRow, users, wechatIdentities } from './users.table';

export interface AdminUserFilter {
  keyword?: string | undefined;
  kind?: 'member' | 'staff' | 'unregistered' | undefined;
  certification?: 'none' | 'pending' | 'approved' | 'rejected' | undefined;
}

/** A user with what the console list shows beside the row itself. */
export interface AdminUserRecord {
  user: UserRow;
  certification: string;
  veevaStaffName: string | null;
}

export type UserProfileValues = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'kind'
    | 'name'
    | 'mobile'
    | 'provinceCode'
    | 'cityCode'
    | 'hospitalId'
    | 'hospitalName'
    | 'department'
    | 'title'
    | 'position'
    | 'registeredAt'
    | 'importedAt'
    | 'reconfirmedAt'
    | 'hospitalInvalidAt'
    | 'veevaStaffId'
    | 'updatedAt'
  >
>;

/** A known WeChat identity met during an import. */
export interface ImportIdentity {
  openid: string;
  unionid: string | null;
  identityId: number;
  user: UserRow;
}

/** One import row, ready to write. */
export type ImportWrite =
  | {
      kind: 'create';
      line: number;
      values: UserProfileValues;
      identity: { appId: string; openid: string; unionid: string | null };
    }
  | {
      kind: 'update';
      line: number;
      userId: number;
      values: UserProfileValues;
      fillUnionid: { identityId: number; unionid: string } | null;
    };

const veevaStaff = alias(users, 'veeva_staff');

/**
 * Certification as the console shows it: approval is permanent (certifiedAt), otherwise the
 * status of the latest submission, or 'none'.
 */
const certificationStatus = sql<string>`case when ${users.certifiedAt} is not null then 'approved' else coalesce((select ${certificationSubmissions.status} from ${certificationSubmissions} where ${certificationSubmissions.userId} = ${users.id} order by ${certificationSubmissions.createdAt} desc, ${certificationSubmissions.id} desc limit 1), 'none') end`;

/** The console's queries on users (list, detail, import writes). */
export class AdminUsersRepository {
  constructor(
    private readonly db: Database,
    private readonly changes: UserChanges,
  ) {}

  async list(
    filter: AdminUserFilter,
    page: { limit: number; offset: number },
  ): Promise<{ total: number; rows: AdminUserRecord[] }> {
    const where = whereOf(filter);
    const [totalRow] = await this.db.select({ value: count() }).from(users).where(where);
    const rows = await this.selectRecords()
      .where(where)
      .orderBy(desc(users.id))
      .limit(page.limit)
      .offset(page.offset);
    return { total: totalRow?.value ?? 0, rows };
  }

  async findRecord(id: number): Promise<AdminUserRecord | undefined> {
    const rows = await this.selectRecords().where(eq(users.id, id)).limit(1);
    return rows[0];
  }

  async findById(id: number): Promise<UserRow | undefined> {
    const rows = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return rows[0];
  }

  /** The WeChat identities (with their users) of these openids on one official account. */
  async identitiesByOpenid(appId: string, openids: string[]): Promise<ImportIdentity[]> {
    if (openids.length === 0) return [];
    return this.db
      .select({
        openid: wechatIdentities.openid,
        unionid: wechatIdentities.unionid,
        identityId: wechatIdentities.id,
        user: users,
      })
      .from(wechatIdentities)
      .innerJoin(users, eq(users.id, wechatIdentities.userId))
      .where(and(eq(wechatIdentities.appId, appId), inArray(wechatIdentities.openid, openids)));
  }

  /** Which users hold these mobiles. */
  async holdersOfMobiles(mobiles: string[]): Promise<{ id: number; mobile: string }[]> {
    if (mobiles.length === 0) return [];
    const rows = await this.db
      .select({ id: users.id, mobile: users.mobile })
      .from(users)
      .where(inArray(users.mobile, mobiles));
    return rows.flatMap((row) => (row.mobile ? [{ id: row.id, mobile: row.mobile }] : []));
  }

  /** Listed hospitals with one of these exact names. */
  hospitalsNamed(names: string[]): Promise<{ id: number; name: string; provinceCode: string }[]> {
    if (names.length === 0) return Promise.resolve([]);
    return this.db
      .select({ id: hospitals.id, name: hospitals.name, provinceCode: hospitals.provinceCode })
      .from(hospitals)
      .where(and(inArray(hospitals.name, names), eq(hospitals.status, 1)));
  }

  async update(id: number, values: UserProfileValues): Promise<void> {
    await this.db.update(users).set(values).where(eq(users.id, id));
    await this.changes.usersChanged([id]);
  }

  /**
   * Writes import rows in one transaction: new users with their WeChat identity, and updates of
   * known ones. Ids of new users are drawn from the sequence first so each identity row can name
   * its user without relying on the order of RETURNING.
   */
  async writeImport(writes: ImportWrite[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const creates = writes.filter((write) => write.kind === 'create');
      if (creates.length > 0) {
        const ids = await tx
          .select({ id: sql<number>`nextval(pg_get_serial_sequence('users', 'id'))::int` })
          .from(sql`generate_series(1, ${creates.length})`);
        const created = creates.map((write, index) => {
          const id = ids[index]?.id;
          if (id === undefined) throw new Error('the users sequence returned too few ids');
          return { write, id };
        });
        await tx.insert(users).values(created.map(({ write, id }) => ({ ...write.values, id })));
        await tx.insert(wechatIdentities).values(
          created.map(({ write, id }) => ({
            appId: write.identity.appId,
            openid: write.identity.openid,
            unionid: write.identity.unionid,
            userId: id,
          })),
        );
      }
      for (const write of writes) {
        if (write.kind !== 'update') continue;
        await tx.update(users).set(write.values).where(eq(users.id, write.userId));
        if (write.fillUnionid) {
          await tx
            .update(wechatIdentities)
            .set({ unionid: write.fillUnionid.unionid })
            .where(eq(wechatIdentities.id, write.fillUnionid.identityId));
        }
      }
    });
    await this.changes.usersChanged(
      writes.flatMap((write) => (write.kind === 'update' ? [write.userId] : [])),
    );
  }

  private selectRecords() {
    return this.db
      .select({ user: users, certification: certificationStatus, veevaStaffName: veevaStaff.name })
      .from(users)
      .leftJoin(veevaStaff, eq(veevaStaff.id, users.veevaStaffId))
      .$dynamic();
  }
}

function whereOf(filter: AdminUserFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    conditions.push(
      or(
        ilike(users.name, pattern),
        ilike(users.mobile, pattern),
        ilike(users.email, pattern),
        ilike(users.hospitalName, pattern),
      ),
    );
  }
  if (filter.kind === 'unregistered') conditions.push(or(isNull(users.kind), isNull(users.registeredAt)));
  else if (filter.kind) conditions.push(and(eq(users.kind, filter.kind), isNotNull(users.registeredAt)));
  if (filter.certification) conditions.push(sql`${certificationStatus} = ${filter.certification}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}
