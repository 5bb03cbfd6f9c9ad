import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type MessageRow, messages } from './messages.table';

/** Queries on the message centre's messages. */
export class MessagesRepository {
  /** The unread count, asked on every page of the app with the tab bar: prepared once. */
  private readonly unreadCount;

  constructor(private readonly db: Database) {
    this.unreadCount = db
      .select({ value: count() })
      .from(messages)
      .where(and(eq(messages.userId, sql.placeholder('userId')), isNull(messages.readAt)))
      .prepare('messages_unread_count');
  }

  /** Inserts a message unless one with the same (user, dedupe key) exists; undefined when it did. */
  async insertOnce(values: typeof messages.$inferInsert): Promise<MessageRow | undefined> {
    const [row] = await this.db.insert(messages).values(values).onConflictDoNothing().returning();
    return row;
  }

  async countUnread(userId: number): Promise<number> {
    const [row] = await this.unreadCount.execute({ userId });
    return row?.value ?? 0;
  }

  /** One page of the user's messages, newest first. */
  async page(userId: number, offset: number, limit: number): Promise<{ total: number; rows: MessageRow[] }> {
    const mine = eq(messages.userId, userId);
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(messages)
        .where(mine)
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ value: count() }).from(messages).where(mine),
    ]);
    return { total: totals[0]?.value ?? 0, rows };
  }

  /** Whether the user has a message with this id (read or not). */
  async exists(userId: number, id: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, id), eq(messages.userId, userId)));
    return row !== undefined;
  }

  /** Marks the user's unread messages read: one (`id`) or all of them; a message read before keeps its time. */
  async markRead(userId: number, id: number | null, now: Date): Promise<void> {
    await this.db
      .update(messages)
      .set({ readAt: now })
      .where(
        and(
          eq(messages.userId, userId),
          isNull(messages.readAt),
          id === null ? undefined : eq(messages.id, id),
        ),
      );
  }
}
