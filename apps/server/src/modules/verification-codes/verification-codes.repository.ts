import { and, asc, count, desc, eq, gt, isNull, lt, min, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type VerificationCodeRow, verificationCodes } from './verification-codes.table';

export type NewVerificationCode = typeof verificationCodes.$inferInsert;

/** How many rows fall in a window, and when the oldest of them was created. */
export interface WindowCount {
  count: number;
  oldest: Date | null;
}

/** Queries on verification codes. */
export class VerificationCodesRepository {
  constructor(private readonly db: Database) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (repository: VerificationCodesRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new VerificationCodesRepository(tx as unknown as Database)));
  }

  /**
   * Serialises code requests for one key (a target, an IP) until the transaction ends, so two
   * concurrent requests cannot both pass the resend and volume checks. Take keys in a fixed
   * order (target, then IP) so two transactions cannot wait on each other.
   */
  async lock(key: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  }

  /** The newest code of a target and purpose, whatever its state. */
  async findLatest(
    channel: string,
    target: string,
    purpose: string,
  ): Promise<VerificationCodeRow | undefined> {
    const rows = await this.db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.channel, channel),
          eq(verificationCodes.target, target),
          eq(verificationCodes.purpose, purpose),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1);
    return rows[0];
  }

  /** Codes sent to a target (any purpose) since a moment. */
  countForTargetSince(channel: string, target: string, since: Date): Promise<WindowCount> {
    return this.countWhere(
      and(
        eq(verificationCodes.channel, channel),
        eq(verificationCodes.target, target),
        gt(verificationCodes.createdAt, since),
      ),
    );
  }

  /** Codes requested from an IP address (any target) since a moment. */
  countForIpSince(ip: string, since: Date): Promise<WindowCount> {
    return this.countWhere(and(eq(verificationCodes.ip, ip), gt(verificationCodes.createdAt, since)));
  }

  private async countWhere(condition: ReturnType<typeof and>): Promise<WindowCount> {
    const [row] = await this.db
      .select({ count: count(), oldest: min(verificationCodes.createdAt) })
      .from(verificationCodes)
      .where(condition);
    return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
  }

  async insert(values: NewVerificationCode): Promise<VerificationCodeRow> {
    const [row] = await this.db.insert(verificationCodes).values(values).returning();
    if (!row) throw new Error('insert into verification_codes returned no row');
    return row;
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(verificationCodes).where(eq(verificationCodes.id, id));
  }

  /** Ends every other live code of the target and purpose (a newer one replaces them). */
  async expireOthers(
    channel: string,
    target: string,
    purpose: string,
    keepId: number,
    now: Date,
  ): Promise<void> {
    await this.db
      .update(verificationCodes)
      .set({ expiresAt: now })
      .where(
        and(
          eq(verificationCodes.channel, channel),
          eq(verificationCodes.target, target),
          eq(verificationCodes.purpose, purpose),
          ne(verificationCodes.id, keepId),
          isNull(verificationCodes.consumedAt),
          gt(verificationCodes.expiresAt, now),
        ),
      );
  }

  /**
   * Counts one wrong try, unless the code is already used or dead. Answers the new count, or
   * null when nothing was counted.
   */
  async recordWrongAttempt(id: number, maxAttempts: number): Promise<number | null> {
    const [row] = await this.db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(
        and(
          eq(verificationCodes.id, id),
          isNull(verificationCodes.consumedAt),
          lt(verificationCodes.attempts, maxAttempts),
        ),
      )
      .returning({ attempts: verificationCodes.attempts });
    return row?.attempts ?? null;
  }

  /**
   * Uses the code up if it is still live. One conditional UPDATE, so of two concurrent
   * verifications exactly one gets the row back.
   */
  async consume(id: number, now: Date, maxAttempts: number): Promise<boolean> {
    const rows = await this.db
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verificationCodes.id, id),
          isNull(verificationCodes.consumedAt),
          gt(verificationCodes.expiresAt, now),
          lt(verificationCodes.attempts, maxAttempts),
        ),
      )
      .returning({ id: verificationCodes.id });
    return rows.length === 1;
  }

  /** Every code of a target, oldest first (tests and diagnostics). */
  listForTarget(channel: string, target: string): Promise<VerificationCodeRow[]> {
    return this.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.channel, channel), eq(verificationCodes.target, target)))
      .orderBy(asc(verificationCodes.createdAt), asc(verificationCodes.id));
  }
}
