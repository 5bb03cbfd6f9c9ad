import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type HospitalRow, hospitals, operators, type UserRow, users } from '../../db/schema';
import { containsPattern } from '../../db/sql-helpers';
import type { UserChangeAnnouncer, UserChanges } from '../../lib/user-changes';
import { type CertificationSubmissionRow, certificationSubmissions } from './certification.table';

const submissions = certificationSubmissions;

export type DecidedStatus = 'approved' | 'rejected';

/** A submission with the display name of the operator who decided it (null while pending). */
export interface SubmissionWithReviewer {
  submission: CertificationSubmissionRow;
  reviewerName: string | null;
}

export interface SubmissionFilter {
  status?: 'pending' | 'approved' | 'rejected' | undefined;
  keyword?: string | undefined;
  limit: number;
  offset: number;
}

/** The profile columns an approval may fill in (only those the user left empty). */
export type CertifiedProfile = Partial<
  Pick<UserRow, 'name' | 'hospitalId' | 'hospitalName' | 'department' | 'title'>
>;

/** Queries of the certification feature: submissions, and the user columns certification owns. */
export class CertificationRepository {
  constructor(
    private readonly db: Database,
    private readonly changes: UserChanges,
    private readonly announce: UserChangeAnnouncer = changes,
  ) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (repository: CertificationRepository) => Promise<T>): Promise<T> {
    return this.changes.afterCommit((announce) =>
      this.db.transaction((tx) => work(new CertificationRepository(tx, this.changes, announce))),
    );
  }

  /** Locks the user's row until the transaction ends, so two submissions of one user queue up. */
  async lockUser(userId: number): Promise<void> {
    await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  }

  async findUser(userId: number): Promise<UserRow | undefined> {
    const rows = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    return rows[0];
  }

  async findListedHospital(id: number): Promise<HospitalRow | undefined> {
    const rows = await this.db
      .select()
      .from(hospitals)
      .where(and(eq(hospitals.id, id), eq(hospitals.status, 1)))
      .limit(1);
    return rows[0];
  }

  async insert(values: typeof submissions.$inferInsert): Promise<CertificationSubmissionRow> {
    const [row] = await this.db.insert(submissions).values(values).returning();
    if (!row) throw new Error('insert into certification_submissions returned no row');
    return row;
  }

  async latestForUser(
    userId: number,
    status?: DecidedStatus,
  ): Promise<CertificationSubmissionRow | undefined> {
    const rows = await this.db
      .select()
      .from(submissions)
      .where(and(eq(submissions.userId, userId), status ? eq(submissions.status, status) : undefined))
      .orderBy(desc(submissions.createdAt), desc(submissions.id))
      .limit(1);
    return rows[0];
  }

  /** Every submission of a user, newest first. */
  listForUser(userId: number): Promise<CertificationSubmissionRow[]> {
    return this.db
      .select()
      .from(submissions)
      .where(eq(submissions.userId, userId))
      .orderBy(desc(submissions.createdAt), desc(submissions.id));
  }

  async findWithReviewer(id: number): Promise<SubmissionWithReviewer | undefined> {
    const rows = await this.db
      .select({ submission: submissions, reviewerName: operators.displayName })
      .from(submissions)
      .leftJoin(operators, eq(operators.id, submissions.reviewedBy))
      .where(eq(submissions.id, id))
      .limit(1);
    return rows[0];
  }

  /** The review queue: pending ones first, oldest first; decided ones after, newest first. */
  async page(filter: SubmissionFilter): Promise<{ total: number; rows: SubmissionWithReviewer[] }> {
    const where = and(
      filter.status ? eq(submissions.status, filter.status) : undefined,
      filter.keyword ? keywordMatch(filter.keyword) : undefined,
    );
    const [counted] = await this.db.select({ value: count() }).from(submissions).where(where);
    const rows = await this.db
      .select({ submission: submissions, reviewerName: operators.displayName })
      .from(submissions)
      .leftJoin(operators, eq(operators.id, submissions.reviewedBy))
      .where(where)
      .orderBy(
        sql`case when ${submissions.status} = 'pending' then 0 else 1 end`,
        sql`case when ${submissions.status} = 'pending' then ${submissions.createdAt} end asc`,
        desc(submissions.createdAt),
        desc(submissions.id),
      )
      .limit(filter.limit)
      .offset(filter.offset);
    return { total: counted?.value ?? 0, rows };
  }

  /**
   * Decides a submission only if it is still pending, in one conditional UPDATE: of two reviewers
   * deciding at once, exactly one gets the row back.
   */
  async decidePending(
    id: number,
    decision: { status: DecidedStatus; rejectReason: string | null; reviewedBy: number; reviewedAt: Date },
  ): Promise<CertificationSubmissionRow | undefined> {
    const [row] = await this.db
      .update(submissions)
      .set(decision)
      .where(and(eq(submissions.id, id), eq(submissions.status, 'pending')))
      .returning();
    return row;
  }

  /** Marks the user certified (keeping the first approval time) and fills the given profile columns. */
  async certifyUser(userId: number, at: Date, profile: CertifiedProfile): Promise<void> {
    await this.db
      .update(users)
      .set({
        ...profile,
        certifiedAt: sql`coalesce(${users.certifiedAt}, ${at.toISOString()}::timestamptz)`,
        updatedAt: at,
      })
      .where(eq(users.id, userId));
    this.announce.usersChanged([userId]);
  }

  async setTrialTipAt(userId: number, at: Date): Promise<void> {
    await this.db.update(users).set({ trialTipAt: at }).where(eq(users.id, userId));
    this.announce.usersChanged([userId]);
  }
}

function keywordMatch(keyword: string): SQL | undefined {
  const pattern = containsPattern(keyword);
  return or(
    ilike(submissions.name, pattern),
    ilike(submissions.hospitalName, pattern),
    ilike(submissions.licenceNumber, pattern),
  );
}
