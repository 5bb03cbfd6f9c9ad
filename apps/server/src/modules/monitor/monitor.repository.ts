import { and, count, countDistinct, desc, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type NamedStatement, namedStatement } from '../../db/named-statement';
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

/**
 * A batch of events as ONE JSON parameter, so the text is the same whatever the batch size and is
 * prepared once per connection: a page view comes with every arrival at a live meeting, and the
 * builder's insert was parsed and planned again for each (decision 045). The columns' own types
 * still check every value: one too long, or a NUL byte, fails the statement with the SQLSTATE of a
 * plain insert (class 22).
 */
const INSERT_EVENTS = `
  insert into monitor_events (received_at, day, user_id, decision, type, content_id, openid, unionid,
    page_title, page_url, page_param, keywords, page_event_key, page_event_type, campain_id, section_id,
    fromsource, opentype, channel)
  select received_at, day, user_id, decision, type, content_id, openid, unionid, page_title, page_url,
    page_param, keywords, page_event_key, page_event_type, campain_id, section_id, fromsource, opentype,
    channel
  from jsonb_to_recordset($1::jsonb) as e(received_at timestamptz, day date, user_id int, decision text,
    type text, content_id int, openid text, unionid text, page_title text, page_url text, page_param text,
    keywords text, page_event_key text, page_event_type text, campain_id int, section_id int,
    fromsource text, opentype text, channel text)`;

/** A row of the batch's JSON, under the statement's column names. */
function eventJson(row: NewMonitorEventRow) {
  return {
    received_at: row.receivedAt,
    day: row.day,
    user_id: row.userId,
    decision: row.decision,
    type: row.type,
    content_id: row.contentId,
    openid: row.openid,
    unionid: row.unionid,
    page_title: row.pageTitle,
    page_url: row.pageUrl,
    page_param: row.pageParam,
    keywords: row.keywords,
    page_event_key: row.pageEventKey,
    page_event_type: row.pageEventType,
    campain_id: row.campaignId,
    section_id: row.sectionId,
    fromsource: row.fromsource,
    opentype: row.opentype,
    channel: row.channel,
  };
}

/** Queries on the monitor events. */
export class MonitorRepository {
  private readonly insertStatement: NamedStatement<never>;

  constructor(private readonly db: Database) {
    this.insertStatement = namedStatement(db, 'monitor_events_insert', INSERT_EVENTS, ['batch']);
  }

  /** One statement for a whole batch (the group commit's flush): all rows are written, or none. */
  async insertBatch(rows: NewMonitorEventRow[]): Promise<void> {
    if (rows.length > 0) await this.insertStatement.execute({ batch: JSON.stringify(rows.map(eventJson)) });
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
