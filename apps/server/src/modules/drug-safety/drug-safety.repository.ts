import { and, asc, count, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operators } from '../../db/schema';
import { type AdverseEventReportRow, adverseEventReports } from './drug-safety.table';

export const OPEN_STATUSES = ['new', 'processing'];

export interface ReportWithHandler {
  report: AdverseEventReportRow;
  handledBy: string | null;
}

/** Queries on adverse-event reports (the sealed column is opened by the service, never here). */
export class DrugSafetyRepository {
  constructor(private readonly db: Database) {}

  async insert(values: typeof adverseEventReports.$inferInsert): Promise<AdverseEventReportRow> {
    const [row] = await this.db.insert(adverseEventReports).values(values).returning();
    if (!row) throw new Error('report insert returned nothing');
    return row;
  }

  /** The inbox: open reports first, soonest due first; then the rest, newest first. */
  async page(
    filter: { status?: string | undefined; overdueBefore?: string | undefined },
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: AdverseEventReportRow[] }> {
    const conditions: (SQL | undefined)[] = [
      filter.status ? eq(adverseEventReports.status, filter.status) : undefined,
    ];
    if (filter.overdueBefore) {
      conditions.push(
        inArray(adverseEventReports.status, OPEN_STATUSES),
        lt(adverseEventReports.dueOn, filter.overdueBefore),
      );
    }
    const where = and(...conditions);
    const isOpen = sql`case when ${adverseEventReports.status} in ('new', 'processing') then 0 else 1 end`;
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(adverseEventReports)
        .where(where)
        .orderBy(
          asc(isOpen),
          sql`case when ${adverseEventReports.status} in ('new', 'processing') then ${adverseEventReports.dueOn} end asc`,
          desc(adverseEventReports.receivedAt),
          desc(adverseEventReports.id),
        )
        .limit(limit)
        .offset(offset),
      this.db.select({ value: count() }).from(adverseEventReports).where(where),
    ]);
    return { total: totals[0]?.value ?? 0, rows };
  }

  async find(id: number): Promise<ReportWithHandler | undefined> {
    const [row] = await this.db
      .select({ report: adverseEventReports, handledBy: operators.displayName })
      .from(adverseEventReports)
      .leftJoin(operators, eq(operators.id, adverseEventReports.handledBy))
      .where(eq(adverseEventReports.id, id));
    return row;
  }

  /** Moves a report on from `from` only (a concurrent change in between makes this a no-op). */
  async moveStatus(
    id: number,
    from: string,
    values: Partial<typeof adverseEventReports.$inferInsert>,
  ): Promise<AdverseEventReportRow | undefined> {
    const [row] = await this.db
      .update(adverseEventReports)
      .set(values)
      .where(and(eq(adverseEventReports.id, id), eq(adverseEventReports.status, from)))
      .returning();
    return row;
  }
}
