import { and, count, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type AuditLogRow,
  auditLog,
  type OperatorRow,
  operatorSessions,
  operators,
} from './admin-auth.table';

/** Queries on operators, their sessions and the audit log. */
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
