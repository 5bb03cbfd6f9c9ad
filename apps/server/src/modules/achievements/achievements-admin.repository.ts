import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type GuardedUpdate, nextUpdatedAt, unchangedSince } from '../../db/guarded-update';
import { campaigns, lessons, meetings } from '../../db/schema';
import { containsPattern } from '../../db/sql-helpers';
import {
  type CertificateProgramRow,
  certificatePrograms,
  type MedalRow,
  medals,
  type UserCertificateRow,
  userCertificates,
  userMedals,
} from './achievements.table';

export type MedalValues = Pick<
  typeof medals.$inferInsert,
  | 'name'
  | 'description'
  | 'nameEn'
  | 'descriptionEn'
  | 'artworkUrl'
  | 'criterion'
  | 'threshold'
  | 'campaignId'
  | 'sort'
>;
export type ProgramValues = Pick<
  typeof certificatePrograms.$inferInsert,
  | 'name'
  | 'description'
  | 'nameEn'
  | 'descriptionEn'
  | 'kind'
  | 'lessonId'
  | 'meetingIds'
  | 'minMeetingMinutes'
  | 'issuer'
>;

export interface CertificateFilter {
  programId?: number | undefined;
  keyword?: string | undefined;
  state?: 'issued' | 'claimed' | 'revoked' | undefined;
}

/** The console's queries on medals, certificate programmes and issued certificates. */
export class AchievementsAdminRepository {
  constructor(private readonly db: Database) {}

  // ---- Medals ----------------------------------------------------------------------------------

  listMedals(): Promise<MedalRow[]> {
    return this.db.select().from(medals).where(isNull(medals.deletedAt)).orderBy(medals.sort, medals.id);
  }

  async findMedal(id: number): Promise<MedalRow | undefined> {
    const [row] = await this.db
      .select()
      .from(medals)
      .where(and(eq(medals.id, id), isNull(medals.deletedAt)));
    return row;
  }

  async medalHolderCounts(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ medalId: userMedals.medalId, value: count() })
      .from(userMedals)
      .where(inArray(userMedals.medalId, ids))
      .groupBy(userMedals.medalId);
    return new Map(rows.map((row) => [row.medalId, Number(row.value)]));
  }

  async insertMedal(values: MedalValues, now: Date): Promise<MedalRow> {
    const [row] = await this.db
      .insert(medals)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert into medals returned no row');
    return row;
  }

  async updateMedal(
    id: number,
    editedAt: Date,
    values: Partial<MedalValues> & { status?: number },
    now: Date,
  ): Promise<GuardedUpdate<MedalRow>> {
    const [row] = await this.db
      .update(medals)
      .set({ ...values, updatedAt: nextUpdatedAt(medals.updatedAt, now) })
      .where(and(eq(medals.id, id), isNull(medals.deletedAt), unchangedSince(medals.updatedAt, editedAt)))
      .returning();
    if (row) return { kind: 'updated', row };
    return (await this.findMedal(id)) ? { kind: 'stale' } : { kind: 'missing' };
  }

  async deleteMedal(id: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(medals)
      .set({ deletedAt: now, status: 0, updatedAt: nextUpdatedAt(medals.updatedAt, now) })
      .where(and(eq(medals.id, id), isNull(medals.deletedAt)))
      .returning({ id: medals.id });
    return rows.length > 0;
  }

  async campaignExists(id: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.id, id), isNull(campaigns.deletedAt)));
    return row !== undefined;
  }

  // ---- Programmes ------------------------------------------------------------------------------

  listPrograms(): Promise<CertificateProgramRow[]> {
    return this.db
      .select()
      .from(certificatePrograms)
      .where(isNull(certificatePrograms.deletedAt))
      .orderBy(certificatePrograms.id);
  }

  async findProgram(id: number): Promise<CertificateProgramRow | undefined> {
    const [row] = await this.db
      .select()
      .from(certificatePrograms)
      .where(and(eq(certificatePrograms.id, id), isNull(certificatePrograms.deletedAt)));
    return row;
  }

  async issuedCounts(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ programId: userCertificates.programId, value: count() })
      .from(userCertificates)
      .where(inArray(userCertificates.programId, ids))
      .groupBy(userCertificates.programId);
    return new Map(rows.map((row) => [row.programId, Number(row.value)]));
  }

  async insertProgram(values: ProgramValues, now: Date): Promise<CertificateProgramRow> {
    const [row] = await this.db
      .insert(certificatePrograms)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert into certificate_programs returned no row');
    return row;
  }

  async updateProgram(
    id: number,
    editedAt: Date,
    values: Partial<ProgramValues> & { status?: number },
    now: Date,
  ): Promise<GuardedUpdate<CertificateProgramRow>> {
    const [row] = await this.db
      .update(certificatePrograms)
      .set({ ...values, updatedAt: nextUpdatedAt(certificatePrograms.updatedAt, now) })
      .where(
        and(
          eq(certificatePrograms.id, id),
          isNull(certificatePrograms.deletedAt),
          unchangedSince(certificatePrograms.updatedAt, editedAt),
        ),
      )
      .returning();
    if (row) return { kind: 'updated', row };
    return (await this.findProgram(id)) ? { kind: 'stale' } : { kind: 'missing' };
  }

  async deleteProgram(id: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(certificatePrograms)
      .set({ deletedAt: now, status: 0, updatedAt: nextUpdatedAt(certificatePrograms.updatedAt, now) })
      .where(and(eq(certificatePrograms.id, id), isNull(certificatePrograms.deletedAt)))
      .returning({ id: certificatePrograms.id });
    return rows.length > 0;
  }

  async lessonExists(id: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(eq(lessons.id, id), isNull(lessons.deletedAt)));
    return row !== undefined;
  }

  /** Which of `ids` name meetings that exist. */
  async existingMeetingIds(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: meetings.id })
      .from(meetings)
      .where(and(inArray(meetings.id, ids), isNull(meetings.deletedAt)));
    return rows.map((row) => row.id);
  }

  // ---- Issued certificates ---------------------------------------------------------------------

  async listCertificates(
    filter: CertificateFilter,
    page: { limit: number; offset: number },
  ): Promise<{ total: number; rows: UserCertificateRow[] }> {
    const conditions: (SQL | undefined)[] = [];
    if (filter.programId !== undefined) conditions.push(eq(userCertificates.programId, filter.programId));
    if (filter.keyword) {
      const pattern = containsPattern(filter.keyword);
      conditions.push(
        or(ilike(userCertificates.number, pattern), ilike(userCertificates.holderName, pattern)),
      );
    }
    if (filter.state === 'revoked') conditions.push(isNotNull(userCertificates.revokedAt));
    if (filter.state === 'claimed') {
      conditions.push(isNull(userCertificates.revokedAt), isNotNull(userCertificates.claimedAt));
    }
    if (filter.state === 'issued') {
      conditions.push(isNull(userCertificates.revokedAt), isNull(userCertificates.claimedAt));
    }
    const where = and(...conditions);
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(userCertificates)
        .where(where)
        .orderBy(desc(userCertificates.issuedAt), desc(userCertificates.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ value: count() }).from(userCertificates).where(where),
    ]);
    return { total: Number(totals[0]?.value ?? 0), rows };
  }

  async findCertificate(id: number): Promise<UserCertificateRow | undefined> {
    const [row] = await this.db.select().from(userCertificates).where(eq(userCertificates.id, id));
    return row;
  }

  /** Revokes once: answers the row revoked now, or undefined when it was revoked already (or is missing). */
  async revokeCertificate(id: number, reason: string, now: Date): Promise<UserCertificateRow | undefined> {
    const [row] = await this.db
      .update(userCertificates)
      .set({ revokedAt: now, revokeReason: reason })
      .where(and(eq(userCertificates.id, id), isNull(userCertificates.revokedAt)))
      .returning();
    return row;
  }
}
