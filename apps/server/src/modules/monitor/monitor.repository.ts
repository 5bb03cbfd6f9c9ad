import { and, count, countDistinct, desc, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { monitorEvents, type NewMonitorEventRow } from './monitor.table';

/**
 * Whether a write failed because the database refused a value (SQLSTATE class 22, data exception:
 * a NUL byte, a value too long; class 23, a broken constraint) rather than because the database
 * failed. Both drivers report SQLSTATEs the same way; Drizzle may wrap the driver's error in `cause`.
 */
export function isRefusedValue(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code } = current as Error & { code?: unknown };
    if (typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

export interface DayRange {
  from: string;
  to: string;
}

/** Queries on the monitor events. */
export class MonitorRepository {
  constructor(private readonly db: Database) {}

  /** One statement for a whole batch (the group commit's flush): all rows are written, or none. */
  async insertBatch(rows: NewMonitorEventRow[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(monitorEvents).values(rows);
  }

  private inRange({ from, to }: DayRange) {
    return and(gte(monitorEvents.day, from), lte(monitorEvents.day, to));
  }

  /** Registered users count by id, anyone else by openid; events without either do not count as visitors. */
  private visitorKey() {
    return sql<string>`coalesce('u' || ${monitorEvents.userId}::text, 'o' || ${monitorEvents.openid})`;
  }

  async totals(range: DayRange): Promise<{ events: number; visitors: number }> {
    const [row] = await this.db
      .select({ events: count(), visitors: countDistinct(this.visitorKey()) })
      .from(monitorEvents)
      .where(this.inRange(range));
    return { events: row?.events ?? 0, visitors: row?.visitors ?? 0 };
  }

  async perDay(range: DayRange): Promise<Array<{ day: string; events: number; visitors: number }>> {
    return this.db
      .select({ day: monitorEvents.day, events: count(), visitors: countDistinct(this.visitorKey()) })
      .from(monitorEvents)
      .where(this.inRange(range))
      .groupBy(monitorEvents.day)
      .orderBy(monitorEvents.day);
  }

  async topPages(
    range: DayRange,
    limit: number,
  ): Promise<Array<{ pageUrl: string; pageTitle: string; events: number }>> {
    const pageUrl = sql<string>`coalesce(${monitorEvents.pageUrl}, '')`;
    return this.db
      .select({
        pageUrl,
        // Titles of one path may differ (a content's name); show the most recent-looking one.
        pageTitle: sql<string>`coalesce(max(${monitorEvents.pageTitle}), '')`,
        events: count(),
      })
      .from(monitorEvents)
      .where(this.inRange(range))
      .groupBy(pageUrl)
      .orderBy(desc(count()), pageUrl)
      .limit(limit);
  }

  /** Events per value of one column ('' for none), most first. */
  async countBy(
    column: 'fromsource' | 'channel' | 'pageEventType',
    range: DayRange,
    limit: number,
  ): Promise<Array<{ value: string; events: number }>> {
    const value = sql<string>`coalesce(${monitorEvents[column]}, '')`;
    return this.db
      .select({ value, events: count() })
      .from(monitorEvents)
      .where(this.inRange(range))
      .groupBy(value)
      .orderBy(desc(count()), value)
      .limit(limit);
  }
}
