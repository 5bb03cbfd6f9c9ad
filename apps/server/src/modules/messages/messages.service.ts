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

/** The message centre: other features tell a user something through `notify`. */
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
}
