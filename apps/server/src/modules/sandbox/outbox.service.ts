import type { OutboxMessage } from '@ia/shared';
import { type MessageChannel, normaliseRecipient } from '../verification-codes';
import type { OutboxRepository } from './outbox.repository';
import type { OutboxMessageRow } from './outbox.table';

/** How many messages GET /sandbox/outbox answers with. */
const OUTBOX_LIST_LIMIT = 20;

function toOutboxMessage(row: OutboxMessageRow): OutboxMessage {
  return {
    id: row.id,
    channel: row.channel === 'mail' ? 'mail' : 'sms',
    to: row.to,
    subject: row.subject,
    body: row.body,
    created_at: row.createdAt.toISOString(),
  };
}

/** The development stand-in for SMS and mail providers: messages are kept, not sent. */
export class OutboxService {
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async record(message: {
    channel: MessageChannel;
    to: string;
    subject?: string;
    text: string;
  }): Promise<void> {
    await this.outbox.insert({
      channel: message.channel,
      to: normaliseRecipient(message.to),
      subject: message.subject ?? null,
      body: message.text,
      createdAt: this.now(),
    });
  }

  /** Newest first, at most OUTBOX_LIST_LIMIT. */
  async list(to: string): Promise<OutboxMessage[]> {
    const rows = await this.outbox.listTo(normaliseRecipient(to), OUTBOX_LIST_LIMIT);
    return rows.map(toOutboxMessage);
  }
}
