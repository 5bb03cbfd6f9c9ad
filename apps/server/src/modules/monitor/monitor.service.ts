import {
  type AdminAnalytics,
  type AdminAnalyticsQuery,
  ANALYTICS_MAX_DAYS,
  addChinaDays,
  chinaDay,
  type MonitorAck,
  type MonitorEventInput,
} from '@ia/shared';
import { appError } from '../../lib/app-error';
import { HeartbeatWriter, type HeartbeatWriterOptions } from '../../lib/heartbeat-writer';
import { viewerRole } from '../access';
import type { Viewer } from '../users';
import { isRefusedValue, type MonitorRepository } from './monitor.repository';
import type { NewMonitorEventRow } from './monitor.table';

const UNREGISTERED_ROLES = new Set(['visitor', 'wechat']);
const DEFAULT_RANGE_DAYS = 7;

/** What became of one event of a batch: stored, refused by the database for its values, or not written because the database failed. */
type EventWrite = { kind: 'stored' } | { kind: 'refused' } | { kind: 'failed'; error: unknown };
const STORED: EventWrite = { kind: 'stored' };

function writeOutcome(error: unknown): EventWrite {
  return isRefusedValue(error) ? { kind: 'refused' } : { kind: 'failed', error };
}

/**
 * POST monitor and the console's analytics. An event is kept for a registered user, or when
 * it names where the visit came from (fromsource or channel, e.g. a share card or a campaign
 * link); otherwise it is acknowledged and dropped (spec §7: "sent only for registered users,
 * or when fromsource or channel is present"). Kept events are written in batches: requests
 * arriving together share one INSERT, and each is acknowledged once its batch has committed.
 * A batch the database refuses is written again event by event, so one bad event is refused
 * alone and the others of its batch are still stored.
 */
export class MonitorService {
  private readonly writer: HeartbeatWriter<NewMonitorEventRow, EventWrite>;

  constructor(
    private readonly repository: MonitorRepository,
    private readonly now: () => Date,
    writerOptions: HeartbeatWriterOptions = {},
  ) {
    this.writer = new HeartbeatWriter((rows) => this.writeBatch(rows), writerOptions);
  }

  async record(viewer: Viewer | null, event: MonitorEventInput): Promise<MonitorAck> {
    const at = this.now();
    const registered = viewer !== null && !UNREGISTERED_ROLES.has(viewerRole(viewer.user, at));
    const fromSource = Boolean(event.fromsource || event.channel);
    if (!registered && !fromSource) return { stored: false, reason: 'ignored' };
    const decision = registered ? 'registered' : 'source';
    const written = await this.writer.write({
      receivedAt: at,
      day: chinaDay(at),
      userId: viewer?.user.id ?? null,
      decision,
      type: event.type || null,
      contentId: event.content_id ?? null,
      // A signed-in caller's events are filed under its own openid, whatever the body says.
      openid: viewer?.openid ?? (event.openid || null),
      unionid: event.unionid || null,
      pageTitle: event.page_title || null,
      pageUrl: event.page_url || null,
      pageParam: event.page_param || null,
      keywords: event.keywords || null,
      pageEventKey: event.page_event_key || null,
      pageEventType: event.page_event_type || null,
      campaignId: event.campain_id ?? null,
      sectionId: event.section_id ?? null,
      fromsource: event.fromsource || null,
      opentype: event.opentype || null,
      channel: event.channel || null,
    });
    if (written.kind === 'refused') throw appError('MONITOR_EVENT_UNSTORABLE');
    if (written.kind === 'failed') throw written.error;
    return { stored: true, reason: decision };
  }

  /** The writer's flush: one INSERT for the batch; if it fails, one per event, so only a bad event fails. */
  private async writeBatch(rows: NewMonitorEventRow[]): Promise<EventWrite[]> {
    try {
      await this.repository.insertBatch(rows);
      return rows.map(() => STORED);
    } catch (error) {
      if (rows.length === 1) return [writeOutcome(error)];
    }
    const outcomes: EventWrite[] = [];
    for (const row of rows) {
      const previous = outcomes.at(-1);
      // The database itself failed (not a value it refused): the rest would fail alike, one by one.
      if (previous?.kind === 'failed') {
        outcomes.push(previous);
        continue;
      }
      try {
        await this.repository.insertBatch([row]);
        outcomes.push(STORED);
      } catch (error) {
        outcomes.push(writeOutcome(error));
      }
    }
    return outcomes;
  }

  /** Writes what is queued (the app's onClose). */
  drain(): Promise<void> {
    return this.writer.drain();
  }

  /** The 数据分析 page: China days `from`..`to` (default the last 7, today included). */
  async analytics(query: AdminAnalyticsQuery): Promise<AdminAnalytics> {
    const today = chinaDay(this.now());
    const to = query.to ?? (query.from && query.from > today ? query.from : today);
    const from = query.from ?? addChinaDays(to, -(DEFAULT_RANGE_DAYS - 1));
    const length = daysBetween(from, to) + 1;
    if (length > ANALYTICS_MAX_DAYS) {
      throw appError('ANALYTICS_RANGE_TOO_LONG', { max: ANALYTICS_MAX_DAYS });
    }
    const range = { from, to };
    const [totals, perDay, topPages, bySource, byChannel, byEventType] = await Promise.all([
      this.repository.totals(range),
      this.repository.perDay(range),
      this.repository.topPages(range, query.top),
      this.repository.countBy('fromsource', range, query.top),
      this.repository.countBy('channel', range, query.top),
      this.repository.countBy('pageEventType', range, query.top),
    ]);
    const byDay = new Map(perDay.map((row) => [row.day, row]));
    return {
      from,
      to,
      total: totals.events,
      visitors: totals.visitors,
      days: Array.from({ length }, (_, index) => {
        const day = addChinaDays(from, index);
        const row = byDay.get(day);
        return { day, events: row?.events ?? 0, visitors: row?.visitors ?? 0 };
      }),
      topPages: topPages.map((row) => ({
        page_url: row.pageUrl,
        page_title: row.pageTitle,
        events: row.events,
      })),
      bySource: bySource.map((row) => ({ fromsource: row.value, events: row.events })),
      byChannel: byChannel.map((row) => ({ channel: row.value, events: row.events })),
      byEventType: byEventType.map((row) => ({ page_event_type: row.value, events: row.events })),
    };
  }
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
