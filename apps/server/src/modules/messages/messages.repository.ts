import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type MessageRow, messages } from './messages.table';

/** Queries on the message centre's messages. */
export class MessagesRepository {
  constructor(private readonly db: Database) {}

  /** Inserts a message unless one with the same (user, dedupe key) exists; undefined when it did. */
  async insertOnce(values: typeof messages.$inferInsert): Promise<MessageRow | undefined> {
    const [row] = await this.db.insert(messages).values(values).onConflictDoNothing().returning();
    return row;
  }

  async countUnread(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(messages)
      .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
    return row?.value ?? 0;
  }
}
