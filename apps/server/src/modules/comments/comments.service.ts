import {
  type AdminComment,
  type AdminCommentQuery,
  COMMENT_REPLY_PREVIEW,
  type Comment,
  type CommentCreate,
  CommentModeration,
  type CommentModerationValue,
  formatErrorMessage,
  type Page,
  type PagingQuery,
  pageOffset,
  type SensitiveWord,
} from '@ia/shared';
import type { UserRow } from '../../db/schema';
import { type AppError, appError } from '../../lib/app-error';
import { displayName } from '../../lib/display-name';
import { ok } from '../../lib/envelope';
import {
  type InvalidationBus,
  type InvalidationChannel,
  LocalInvalidationBus,
} from '../../lib/invalidation-bus';
import { type KeptReads, keptOrRead, keptReads } from '../../lib/kept-reads';
import type { ChangedTarget, ContentGate, CounterChanges } from '../../lib/target-gate';
import { type ActionAwarder, actionSource } from '../points';
import {
  type CommentContext,
  presentAdminComment,
  presentComment,
  presentSensitiveWord,
} from './comments.presenter';
import type { CommentsRepository } from './comments.repository';
import type { CommentRow } from './comments.table';
import { SENSITIVE_WORDS_CACHE_MS, SensitiveWordCache } from './sensitive-words';

/** app_settings key of the moderation setting. */
const COMMENT_MODERATION_KEY = 'comment_moderation';
const DEFAULT_COMMENT_MODERATION: CommentModerationValue = 'immediate';

export const SENSITIVE_WORD_MESSAGE = formatErrorMessage('COMMENT_HAS_SENSITIVE_WORD');

export interface CommentListQuery extends PagingQuery {
  content_id: number;
  type: number;
  parent_id?: number | undefined;
}

/**
 * Comments with one level of replies: a reply to a reply joins the same thread and names the
 * author it answers. New comments pass the sensitive-word filter and, in review mode, wait
 * for an operator; contents.comment_count and the thread's reply_count count published ones.
 */
/** A first page as every viewer without a pending comment there sees it, before their own likes. */
interface SharedFirstPage {
  total: number;
  rows: CommentRow[];
  replies: CommentRow[];
  authors: CommentContext['authors'];
  /** Viewers with a comment pending on the target: their first page is read for them alone. */
  pendingAuthors: ReadonlySet<number>;
  /** Who liked which of the page's comments (and reply previews), by viewer. */
  likedBy: ReadonlyMap<number, ReadonlySet<number>>;
  /** The page's success envelope as nobody in particular sees it, serialized once when first asked. */
  publicEnvelope?: Buffer;
}

function presentSharedPage(shared: SharedFirstPage, context: CommentContext): Page<Comment> {
  return {
    total: shared.total,
    data: shared.rows.map((row) =>
      presentComment(
        row,
        shared.replies.filter((reply) => reply.parentId === row.id),
        context,
      ),
    ),
  };
}

/** The users a comment shows by name: its author, and whom it replies to. */
function authorIdsOf(rows: readonly CommentRow[]): number[] {
  return rows.flatMap((row) => (row.replyToUserId === null ? [row.userId] : [row.userId, row.replyToUserId]));
}

/** How long a target's shared first page is served before it is read again (a live room polls it). */
const SHARED_FIRST_PAGE_TTL_MS = 1000;

export class CommentsService {
  readonly sensitiveWords: SensitiveWordCache;
  /**
   * First pages of top-level comments by target and page size. Each is read once a second at most
   * however many viewers poll it; a write on any node drops them on every node (the target gate's
   * counter changes travel the invalidation bus, decision 031).
   */
  private readonly firstPages: KeptReads<string, SharedFirstPage> = keptReads({
    max: 2000,
    ttl: SHARED_FIRST_PAGE_TTL_MS,
  });
  /** Points for a published comment (COMMENT rule); wired after construction (app.ts). */
  private awards: ActionAwarder | null = null;
  /** An edit of the word list, told to every node. */
  private readonly wordListChanges: InvalidationChannel<null>;

  constructor(
    private readonly repository: CommentsRepository,
    private readonly contents: ContentGate & CounterChanges,
    private readonly now: () => Date = () => new Date(),
    bus: InvalidationBus = new LocalInvalidationBus(),
  ) {
    this.sensitiveWords = new SensitiveWordCache(
      () => repository.allSensitiveWords(),
      now,
      () => bus.cacheLifetime(SENSITIVE_WORDS_CACHE_MS),
    );
    this.wordListChanges = bus.channel<null>('sensitive-words', null);
    this.wordListChanges.subscribe(() => this.sensitiveWords.invalidate());
  }

  /** Drops the shared first pages (a comment or a like changed, on this node or another). */
  forgetFirstPages(): void {
    this.firstPages.clear();
  }

  /** Wires the points rules in: a comment earns COMMENT points once it is published. */
  useAwards(awards: ActionAwarder): void {
    this.awards = awards;
  }

  // ---- app -------------------------------------------------------------------------------

  /**
   * GET comments. The first page of a viewer who likes none of it and wrote none of it is the shared
   * page exactly: it comes back as its serialized envelope (UTF-8 bytes), to be sent as it is.
   */
  async list(user: UserRow, query: CommentListQuery): Promise<Page<Comment> | Buffer> {
    await this.contents.requireOpenable(user, query.content_id, query.type);
    const limit = query.pageSize;
    const offset = pageOffset(query);
    if (query.parent_id !== undefined) {
      const parent = await this.repository.findComment(query.parent_id);
      if (
        !parent ||
        parent.contentId !== query.content_id ||
        parent.type !== query.type ||
        !this.visible(parent, user)
      ) {
        throw appError('COMMENT_NOT_FOUND');
      }
      // A thread is opened from its top-level comment; a reply's id leads to the same thread.
      const threadId = parent.parentId ?? parent.id;
      const page = await this.repository.repliesPage({ ...parent, id: threadId }, user.id, limit, offset);
      const context = await this.context(user.id, page.rows);
      // Replies carry the list's shape too, with no replies of their own.
      return { total: page.total, data: page.rows.map((row) => presentComment(row, [], context)) };
    }
    if (offset === 0) {
      const personal = await this.personalFirstPage(user.id, query.content_id, query.type, limit);
      if (personal) return personal;
    }
    const page = await this.repository.topLevelPage(query.content_id, query.type, user.id, limit, offset);
    const replies = await this.repository.replyPreviews(
      query.content_id,
      query.type,
      page.rows.map((row) => row.id),
      user.id,
      COMMENT_REPLY_PREVIEW,
    );
    const context = await this.context(user.id, [...page.rows, ...replies]);
    return {
      total: page.total,
      data: page.rows.map((row) =>
        presentComment(
          row,
          replies.filter((reply) => reply.parentId === row.id),
          context,
        ),
      ),
    };
  }

  async create(user: UserRow, input: CommentCreate): Promise<Comment> {
    const target = await this.contents.requireOpenable(user, input.content_id, input.type);
    if (!target.commentsEnabled) throw appError('COMMENTS_CLOSED');
    if (await this.sensitiveWords.find(input.content)) {
      throw appError('COMMENT_HAS_SENSITIVE_WORD');
    }

    let parentId: number | null = null;
    let replyToUserId: number | null = null;
    if (input.parent_id !== undefined) {
      const parent = await this.repository.findComment(input.parent_id);
      if (
        !parent ||
        parent.contentId !== input.content_id ||
        parent.type !== input.type ||
        parent.status !== 'published'
      ) {
        throw appError('COMMENT_NOT_FOUND');
      }
      // One level of replies: answering a reply attaches to its thread and names whom it answers.
      parentId = parent.parentId ?? parent.id;
      replyToUserId = parent.parentId === null ? null : parent.userId;
    }

    const status = (await this.moderation()) === 'review' ? 'pending' : 'published';
    const at = this.now();
    const row = await this.write(
      async (repository) => {
        const inserted = await repository.insertComment({
          contentId: input.content_id,
          type: input.type,
          userId: user.id,
          parentId,
          replyToUserId,
          content: input.content,
          status,
          createdAt: at,
          updatedAt: at,
        });
        if (status === 'published') await this.countPublished(repository, inserted, 1);
        return inserted;
      },
      (inserted) => ({ type: inserted.type, id: inserted.contentId }),
    );
    const context = await this.context(user.id, [row]);
    const presented = presentComment(row, [], context);
    // A comment waiting for review earns its points when an operator publishes it.
    const score =
      status === 'published' && this.awards
        ? await this.awards.awardForAction(
            user.id,
            'COMMENT',
            actionSource.comment(row.id, row.type, row.contentId),
          )
        : 0;
    return score > 0 ? { ...presented, score } : presented;
  }

  /** Likes (or with `remove`, unlikes) a published comment; repeating either changes nothing. */
  async setLike(
    user: UserRow,
    commentId: number,
    liked: boolean,
  ): Promise<{ zanned: boolean; zan_count: number }> {
    const comment = await this.repository.findComment(commentId);
    if (comment?.status !== 'published') throw appError('COMMENT_NOT_FOUND');
    await this.contents.requireOpenable(user, comment.contentId, comment.type);
    const zanCount = await this.write(async (repository) => {
      const changed = liked
        ? await repository.insertCommentLike(commentId, user.id)
        : await repository.deleteCommentLike(commentId, user.id);
      return changed
        ? repository.bumpCommentZan(commentId, liked ? 1 : -1)
        : repository.commentZanCount(commentId);
    });
    return { zanned: liked, zan_count: zanCount };
  }

  // ---- console ---------------------------------------------------------------------------

  async adminPage(query: AdminCommentQuery): Promise<Page<AdminComment>> {
    const page = await this.repository.adminPage({
      status: query.status,
      contentId: query.content_id,
      keyword: query.keyword,
      limit: query.pageSize,
      offset: pageOffset(query),
    });
    const names = await this.repository.userNames(
      page.rows.flatMap((row) => (row.replyToUserId === null ? [] : [row.replyToUserId])),
    );
    return {
      total: page.total,
      data: page.rows.map((row) =>
        presentAdminComment(
          row,
          row.replyToUserId === null ? null : displayName(row.replyToUserId, names.get(row.replyToUserId)),
        ),
      ),
    };
  }

  /** Publishes a pending comment; 40900 when it is no longer pending (another operator was first). */
  async approve(id: number, operatorId: number): Promise<void> {
    const row = await this.write(
      async (repository) => {
        const changed = await repository.changeStatus(id, 'pending', 'published', operatorId, this.now());
        if (!changed) throw await this.notPending(repository, id);
        await this.countPublished(repository, changed, 1);
        return changed;
      },
      (changed) => ({ type: changed.type, id: changed.contentId }),
    );
    // The author is not looking at this answer: the points pop up on their next up-tip-status.
    await this.awards?.awardForAction(row.userId, 'COMMENT', {
      ...actionSource.comment(row.id, row.type, row.contentId),
      shownInline: false,
    });
  }

  async reject(id: number, operatorId: number): Promise<void> {
    await this.write(async (repository) => {
      const row = await repository.changeStatus(id, 'pending', 'rejected', operatorId, this.now());
      if (!row) throw await this.notPending(repository, id);
    });
  }

  /** Deletes a comment (a top-level one with its replies), taking published ones off the counts. */
  async remove(id: number): Promise<void> {
    await this.write(async (repository) => {
      const deleted = await repository.softDeleteThread(id, this.now());
      if (!deleted.some((row) => row.id === id)) throw appError('COMMENT_NOT_FOUND');
      const published = deleted.filter((row) => row.status === 'published');
      const target = deleted.find((row) => row.id === id);
      if (published.length > 0 && target) {
        await repository.bumpContentCounter(target, 'commentCount', -published.length);
      }
      // A deleted reply leaves its (still shown) thread one reply shorter.
      if (target?.parentId != null && target.status === 'published') {
        await repository.bumpReplyCount(target.parentId, -1);
      }
    });
  }

  async moderation(): Promise<CommentModerationValue> {
    const value = await this.repository.setting(COMMENT_MODERATION_KEY);
    return (CommentModeration as readonly string[]).includes(value ?? '')
      ? (value as CommentModerationValue)
      : DEFAULT_COMMENT_MODERATION;
  }

  async setModeration(moderation: CommentModerationValue): Promise<void> {
    await this.repository.putSetting(COMMENT_MODERATION_KEY, moderation, this.now());
  }

  async sensitiveWordList(): Promise<SensitiveWord[]> {
    return (await this.repository.listSensitiveWords()).map(presentSensitiveWord);
  }

  async addSensitiveWords(words: readonly string[]): Promise<{ added: number; skipped: number }> {
    const unique = [...new Map(words.map((word) => [word.toLowerCase(), word])).values()];
    const added = await this.repository.addSensitiveWords(unique, this.now());
    await this.wordListChanges.publish(null);
    return { added, skipped: words.length - added };
  }

  async deleteSensitiveWord(id: number): Promise<void> {
    if (!(await this.repository.deleteSensitiveWord(id))) throw appError('SENSITIVE_WORD_NOT_FOUND');
    await this.wordListChanges.publish(null);
  }

  // ---- helpers ---------------------------------------------------------------------------

  private visible(row: CommentRow, user: UserRow): boolean {
    return row.status === 'published' || (row.status === 'pending' && row.userId === user.id);
  }

  /** A newly published comment counts on its content and, for a reply, on its thread. */
  private async countPublished(
    repository: CommentsRepository,
    row: CommentRow,
    delta: number,
  ): Promise<void> {
    await repository.bumpContentCounter(row, 'commentCount', delta);
    if (row.parentId !== null) await repository.bumpReplyCount(row.parentId, delta);
  }

  private async notPending(repository: CommentsRepository, id: number): Promise<AppError> {
    const row = await repository.findComment(id);
    return row ? appError('COMMENT_ALREADY_MODERATED') : appError('COMMENT_NOT_FOUND');
  }

  /**
   * A target's first page as nobody in particular sees it: published comments, `mine` and `zanned`
   * false. The live meeting's push carries it; each client overlays its own flags.
   */
  async publicFirstPage(contentId: number, type: number, limit: number): Promise<Page<Comment>> {
    const shared = await this.sharedFirstPage(contentId, type, limit);
    return presentSharedPage(shared, { viewerId: 0, authors: shared.authors, liked: new Set() });
  }

  /**
   * A first page from the shared one and the viewer's likes on it, both read once a second per
   * target for everyone: a poll or a push of a live room costs no query. Undefined when the viewer has
   * a comment pending there: only they see it, so their page is read for them alone.
   */
  private async personalFirstPage(
    viewerId: number,
    contentId: number,
    type: number,
    limit: number,
  ): Promise<Page<Comment> | Buffer | undefined> {
    const shared = await this.sharedFirstPage(contentId, type, limit);
    if (shared.pendingAuthors.has(viewerId)) return undefined;
    const liked = new Set(shared.likedBy.get(viewerId) ?? []);
    const context = { viewerId, authors: shared.authors, liked };
    const personal =
      liked.size > 0 || [...shared.rows, ...shared.replies].some((row) => row.userId === viewerId);
    if (personal) return presentSharedPage(shared, context);
    // Most of a live room: likes nothing here and wrote none of it, so sees the public page as it is.
    shared.publicEnvelope ??= Buffer.from(
      JSON.stringify(ok(presentSharedPage(shared, { ...context, viewerId: 0 }))),
    );
    return shared.publicEnvelope;
  }

  /**
   * A write in one transaction; once it committed, the target's counters are announced changed,
   * which drops the shared first pages on every node (and wakes the target's live room, if any).
   */
  private async write<T>(
    work: (repository: CommentsRepository) => Promise<T>,
    targetOf: (result: T) => ChangedTarget = () => null,
  ): Promise<T> {
    const result = await this.repository.transaction(work);
    await this.contents.countersChanged(targetOf(result));
    return result;
  }

  /**
   * A target's shared first page (keptRead: a stale one is answered while it is read again). A write
   * of this process drops the pages, aborting a read in flight: it is then read again, uncached.
   */
  private async sharedFirstPage(contentId: number, type: number, limit: number): Promise<SharedFirstPage> {
    const read = () => this.readSharedFirstPage(contentId, type, limit);
    return keptOrRead(this.firstPages, `${contentId}:${type}:${limit}`, read, SHARED_FIRST_PAGE_TTL_MS);
  }

  /** The published first page of a target, with its reply previews and their authors. */
  private async readSharedFirstPage(
    contentId: number,
    type: number,
    limit: number,
  ): Promise<SharedFirstPage> {
    // Viewer 0 is nobody: only published comments are visible to it.
    const page = await this.repository.topLevelPage(contentId, type, 0, limit, 0);
    const replies = await this.repository.replyPreviews(
      contentId,
      type,
      page.rows.map((row) => row.id),
      0,
      COMMENT_REPLY_PREVIEW,
    );
    const rows = [...page.rows, ...replies];
    const [authorRows, overlay] = await Promise.all([
      this.repository.authors(authorIdsOf(rows)),
      this.repository.pageOverlay(
        contentId,
        type,
        rows.map((row) => row.id),
      ),
    ]);
    const authors = new Map(authorRows.map((author) => [author.id, author]));
    const likedBy = new Map<number, Set<number>>();
    for (const { userId, commentId } of overlay.likes) {
      const liked = likedBy.get(userId);
      if (liked) liked.add(commentId);
      else likedBy.set(userId, new Set([commentId]));
    }
    return {
      total: page.total,
      rows: page.rows,
      replies,
      authors,
      pendingAuthors: new Set(overlay.pendingAuthors),
      likedBy,
    };
  }

  private async context(viewerId: number, rows: readonly CommentRow[]): Promise<CommentContext> {
    const [authors, liked] = await Promise.all([
      this.repository.authors(authorIdsOf(rows)),
      this.repository.likedCommentIds(
        viewerId,
        rows.map((row) => row.id),
      ),
    ]);
    return { viewerId, authors: new Map(authors.map((author) => [author.id, author])), liked };
  }
}
