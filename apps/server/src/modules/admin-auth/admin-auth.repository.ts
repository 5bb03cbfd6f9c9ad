import { and, count, desc, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type AuditLogRow,
  auditLog,
  type OperatorRow,
  operatorSessions,
  operatorSignInThrottles,
  operators,
  type SignInThrottleRow,
} from './admin-auth.table';

/** Where a sign-in attempt comes from: the username typed and the client IP. */
export interface SignInSource {
  username: string;
  ip: string;
}

/** Queries on operators, their sessions, sign-in throttles and the audit log. */
export class AdminAuthRepository {
  constructor(private readonly db: Database) {}

  async findByUsername(username: string): Promise<OperatorRow | undefined> {
    const rows = await this.db.select().from(operators).where(eq(operators.username, username)).limit(1);
    return rows[0];
  }

  async insertOperator(values: typeof operators.$inferInsert): Promise<OperatorRow> {
    const [row] = await this.db.insert(operators).values(values).returning();
    if (!row) throw new Error('insert into operators returned no row');
    return row;
  }

  async updateOperator(id: number, values: Partial<typeof operators.$inferInsert>): Promise<void> {
    await this.db
      .update(operators)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(operators.id, id));
  }

  async insertSession(values: typeof operatorSessions.$inferInsert): Promise<void> {
    await this.db.insert(operatorSessions).values(values);
  }

  async findLiveSession(tokenHash: string, now: Date): Promise<OperatorRow | undefined> {
    const rows = await this.db
      .select({ operator: operators })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(
        and(
          eq(operatorSessions.tokenHash, tokenHash),
          gt(operatorSessions.expiresAt, now),
          isNull(operatorSessions.revokedAt),
          isNull(operators.disabledAt),
        ),
      )
      .limit(1);
    return rows[0]?.operator;
  }

  async revokeSession(tokenHash: string, now: Date): Promise<void> {
    await this.db
      .update(operatorSessions)
      .set({ revokedAt: now })
      .where(eq(operatorSessions.tokenHash, tokenHash));
  }

  async findThrottle(source: SignInSource): Promise<SignInThrottleRow | undefined> {
    const rows = await this.db.select().from(operatorSignInThrottles).where(throttleOf(source)).limit(1);
    return rows[0];
  }

  /**
   * Counts one more failure from `source` and answers the count. Sources quiet since `quietBefore`
   * (no failure and no pause since) are forgotten first, this one included: their count restarts.
   */
  async countFailure(source: SignInSource, now: Date, quietBefore: Date): Promise<number> {
    await this.db
      .delete(operatorSignInThrottles)
      .where(
        and(
          lt(operatorSignInThrottles.lastFailureAt, quietBefore),
          or(
            isNull(operatorSignInThrottles.blockedUntil),
            lt(operatorSignInThrottles.blockedUntil, quietBefore),
          ),
        ),
      );
    const [row] = await this.db
      .insert(operatorSignInThrottles)
      .values({ ...source, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: [operatorSignInThrottles.username, operatorSignInThrottles.ip],
        set: { failures: sql`${operatorSignInThrottles.failures} + 1`, lastFailureAt: now },
      })
      .returning({ failures: operatorSignInThrottles.failures });
    if (!row) throw new Error('upsert into operator_sign_in_throttles returned no row');
    return row.failures;
  }

  async blockSource(source: SignInSource, until: Date): Promise<void> {
    await this.db.update(operatorSignInThrottles).set({ blockedUntil: until }).where(throttleOf(source));
  }

  async forgetSource(source: SignInSource): Promise<void> {
    await this.db.delete(operatorSignInThrottles).where(throttleOf(source));
  }

  async insertAudit(values: typeof auditLog.$inferInsert): Promise<void> {
    await this.db.insert(auditLog).values(values);
  }

  async listAudit(filter: {
    offset: number;
    limit: number;
    operatorId?: number | undefined;
    action?: string | undefined;
  }): Promise<{ total: number; rows: AuditLogRow[] }> {
    const conditions: SQL[] = [];
    if (filter.operatorId !== undefined) conditions.push(eq(auditLog.operatorId, filter.operatorId));
    if (filter.action) conditions.push(eq(auditLog.action, filter.action));
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .offset(filter.offset)
        .limit(filter.limit),
      this.db.select({ total: count() }).from(auditLog).where(where),
    ]);
    return { total: totals[0]?.total ?? 0, rows };
  }
}

function throttleOf(source: SignInSource): SQL | undefined {
  return and(
    eq(operatorSignInThrottles.username, source.username),
    eq(operatorSignInThrottles.ip, source.ip),
  );
}
