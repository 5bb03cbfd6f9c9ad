import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operators, users } from '../../db/schema';
import { type MessageBroadcastRow, messageBroadcasts, messages } from './messages.table';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface BroadcastListRow {
  broadcast: MessageBroadcastRow;
  operatorName: string | null;
  readCount: number;
}

/** Queries of the console's broadcasts and their fan-out into the message centre. */
export class BroadcastsRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (repository: BroadcastsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new BroadcastsRepository(tx as unknown as Database)));
  }

  /** Adds the broadcast unless its request key was used; undefined when it was. */
  async insertOnce(values: typeof messageBroadcasts.$inferInsert): Promise<MessageBroadcastRow | undefined> {
    const [row] = await this.db
      .insert(messageBroadcasts)
      .values(values)
      .onConflictDoNothing({ target: messageBroadcasts.requestKey })
      .returning();
    return row;
  }

  async findByRequestKey(requestKey: string): Promise<MessageBroadcastRow | undefined> {
    const [row] = await this.db
      .select()
      .from(messageBroadcasts)
      .where(eq(messageBroadcasts.requestKey, requestKey));
    return row;
  }

  /**
   * One message per registered, active user in the audience, in a single INSERT … SELECT. The
   * dedupe key `broadcast:<id>` makes a second run add nothing. Answers the rows added.
   */
  async fanOut(broadcast: MessageBroadcastRow, now: Date): Promise<number> {
    const groups = broadcast.groupIds;
    const inGroups =
      broadcast.audience === 'groups'
        ? sql`and ${users.memberGroupIds} && ${sql.raw(`'{${groups.map(Number).join(',')}}'::integer[]`)}`
        : sql``;
    const result = await this.db.execute(sql`
      with added as (
        insert into ${messages} (user_id, category, title, body, link, dedupe_key, created_at)
        select ${users.id}, 'broadcast', ${broadcast.title}, ${broadcast.body}, ${broadcast.link},
               ${`broadcast:${broadcast.id}`}, ${now.toISOString()}::timestamptz
        from ${users}
        where ${users.registeredAt} is not null and ${users.kind} is not null and ${users.status} = 1 ${inGroups}
        on conflict (user_id, dedupe_key) do nothing
        returning 1
      )
      select count(*)::int as added from added`);
    return rowsOf<{ added: number }>(result)[0]?.added ?? 0;
  }

  async markSent(id: number, recipients: number, now: Date): Promise<MessageBroadcastRow> {
    const [row] = await this.db
      .update(messageBroadcasts)
      .set({ recipients, sentAt: now })
      .where(eq(messageBroadcasts.id, id))
      .returning();
    if (!row) throw new Error(`broadcast ${id} vanished`);
    return row;
  }

  /** History, newest first, with who sent it and how many recipients read it. */
  async page(offset: number, limit: number): Promise<{ total: number; rows: BroadcastListRow[] }> {
    const readCount = sql<number>`(select count(*)::int from ${messages}
      where ${messages.dedupeKey} = 'broadcast:' || ${messageBroadcasts.id} and ${messages.readAt} is not null)`;
    const [rows, totals] = await Promise.all([
      this.db
        .select({ broadcast: messageBroadcasts, operatorName: operators.displayName, readCount })
        .from(messageBroadcasts)
        .leftJoin(operators, eq(operators.id, messageBroadcasts.operatorId))
        .orderBy(desc(messageBroadcasts.createdAt), desc(messageBroadcasts.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ value: count() }).from(messageBroadcasts),
    ]);
    return { total: totals[0]?.value ?? 0, rows };
  }
}
