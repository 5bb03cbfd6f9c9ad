import { asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { UserChangeAnnouncer, UserChanges } from '../../lib/user-changes';
import {
  type ConsentDocumentRow,
  type ConsentRecordRow,
  consentDocuments,
  consentRecords,
} from './consent.table';

/** Names the consent lock among PostgreSQL advisory locks (see `transaction`). */
const CONSENT_LOCK_ID = 7_420_240_112;

export type NewConsentDocument = typeof consentDocuments.$inferInsert;
export type NewConsentRecord = typeof consentRecords.$inferInsert;

/** Queries on the legal documents, the consent records, and the consent mark on users. */
export class ConsentRepository {
  constructor(
    private readonly db: Database,
    private readonly changes: UserChanges,
    private readonly announce: UserChangeAnnouncer = changes,
  ) {}

  /**
   * Runs `work` in one transaction holding the consent lock: signing and withdrawing share it,
   * publishing takes it alone. So a signature can never land on a version that a concurrent
   * publication has just replaced, and a publication's reset is never undone by a late signature.
   */
  transaction<T>(
    mode: 'shared' | 'exclusive',
    work: (repository: ConsentRepository) => Promise<T>,
  ): Promise<T> {
    return this.changes.afterCommit((announce) =>
      this.db.transaction(async (tx) => {
        await tx.execute(
          mode === 'exclusive'
            ? sql`select pg_advisory_xact_lock(${CONSENT_LOCK_ID})`
            : sql`select pg_advisory_xact_lock_shared(${CONSENT_LOCK_ID})`,
        );
        return work(new ConsentRepository(tx as unknown as Database, this.changes, announce));
      }),
    );
  }

  /** Inserts a document version unless that code already has that version; true when inserted. */
  async insertDocumentIfMissing(document: NewConsentDocument): Promise<boolean> {
    const inserted = await this.db
      .insert(consentDocuments)
      .values(document)
      .onConflictDoNothing()
      .returning({ id: consentDocuments.id });
    return inserted.length > 0;
  }

  async insertDocument(document: NewConsentDocument): Promise<ConsentDocumentRow> {
    const [row] = await this.db.insert(consentDocuments).values(document).returning();
    if (!row) throw new Error('insert into consent_documents returned no row');
    return row;
  }

  /** The newest version of each document code. */
  currentDocuments(): Promise<ConsentDocumentRow[]> {
    return this.db
      .selectDistinctOn([consentDocuments.code])
      .from(consentDocuments)
      .orderBy(asc(consentDocuments.code), desc(consentDocuments.version));
  }

  /** Every version of every document, newest version first within a code. */
  allDocuments(): Promise<ConsentDocumentRow[]> {
    return this.db
      .select()
      .from(consentDocuments)
      .orderBy(asc(consentDocuments.code), desc(consentDocuments.version));
  }

  /** A user's grants and withdrawals, newest first. */
  recordsOf(userId: number): Promise<ConsentRecordRow[]> {
    return this.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.userId, userId))
      .orderBy(desc(consentRecords.createdAt), desc(consentRecords.id));
  }

  /** The latest record of each document code for a user. */
  latestRecordsOf(userId: number): Promise<ConsentRecordRow[]> {
    return this.db
      .selectDistinctOn([consentRecords.documentCode])
      .from(consentRecords)
      .where(eq(consentRecords.userId, userId))
      .orderBy(asc(consentRecords.documentCode), desc(consentRecords.createdAt), desc(consentRecords.id));
  }

  async appendRecords(records: NewConsentRecord[]): Promise<void> {
    if (records.length === 0) return;
    await this.db.insert(consentRecords).values(records);
  }

  /** Marks a user as having signed every current document, or clears the mark (`at` null). */
  async setConsentedAt(userId: number, at: Date | null, now: Date): Promise<void> {
    await this.db.update(users).set({ consentedAt: at, updatedAt: now }).where(eq(users.id, userId));
    this.announce.usersChanged([userId]);
  }

  /** Clears every user's consent mark (a new document version): all_active becomes 0 for all. */
  async clearAllConsent(now: Date): Promise<void> {
    await this.db
      .update(users)
      .set({ consentedAt: null, updatedAt: now })
      .where(isNotNull(users.consentedAt));
    this.announce.allUsersChanged();
  }
}
