import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type OutboxMessageRow, outboxMessages } from './outbox.table';

export type NewOutboxMessage = typeof outboxMessages.$inferInsert;

/** Queries on the sandbox outbox. */
export class OutboxRepository {
  constructor(private readonly db: Database) {}

  async insert(values: NewOutboxMessage): Promise<OutboxMessageRow> {
    const [row] = await this.db.insert(outboxMessages).values(values).returning();
    if (!row) throw new Error('insert into outbox_messages returned no row');
    return row;
  }

  /** The newest messages to one recipient. */
  listTo(to: string, limit: number): Promise<OutboxMessageRow[]> {
    return this.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, to))
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(limit);
  }
}
