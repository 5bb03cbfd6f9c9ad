import {
  type Message,
  type MessageRead,
  type MessageReadResult,
  type Page,
  type PagingQuery,
  pageOffset,
} from '@ia/shared';
import { appError } from '../../lib/app-error';
import type { MessagesRepository } from './messages.repository';
import type { MessageRow } from './messages.table';

export interface Notice {
  /** e.g. 'certification', 'meeting', 'system'. */
  category: string;
  title: string;
  body: string;
  /** An app path the message opens, e.g. /veeva. */
  link?: string | null;
  /** Makes the notice idempotent per user: a second notify with the same key adds nothing. */
  dedupeKey?: string | null;
}

function presentMessage(row: MessageRow): Message {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The message centre: other features tell a user something through `notify`; the user reads them here. */
export class MessagesService {
  constructor(
    private readonly repository: MessagesRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Adds a message for `userId`; returns it, or undefined when its dedupe key was already used. */
  notify(userId: number, notice: Notice): Promise<MessageRow | undefined> {
    return this.repository.insertOnce({
      userId,
      category: notice.category,
      title: notice.title.slice(0, 100),
      body: notice.body,
      link: notice.link ?? null,
      dedupeKey: notice.dedupeKey ?? null,
      createdAt: this.now(),
    });
  }

  unreadCount(userId: number): Promise<number> {
    return this.repository.countUnread(userId);
  }

  /** GET messagecneter: the user's messages, newest first. */
  async list(userId: number, paging: PagingQuery): Promise<Page<Message>> {
    const { total, rows } = await this.repository.page(userId, pageOffset(paging), paging.pageSize);
    return { total, data: rows.map(presentMessage) };
  }

  /** PUT messagecneter/read: one message (`id`, the user's own) or all (`all=1`); answers the unread left. */
  async markRead(userId: number, input: MessageRead): Promise<MessageReadResult> {
    if (input.all === 1) {
      await this.repository.markRead(userId, null, this.now());
    } else if (input.id !== undefined) {
      if (!(await this.repository.exists(userId, input.id))) throw appError('MESSAGE_NOT_FOUND');
      await this.repository.markRead(userId, input.id, this.now());
    } else {
      throw appError('MESSAGE_READ_TARGET_MISSING');
    }
    return { num: await this.repository.countUnread(userId) };
  }
}
