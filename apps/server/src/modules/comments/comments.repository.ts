import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contents, operators, users } from '../../db/schema';
import { containsPattern } from '../../db/sql-helpers';
import { bumpTargetCounter, type ContentCounter, type CounterTarget } from '../../db/target-counters';
import { appSettings, type CommentRow, commentLikes, comments, sensitiveWords } from './comments.table';

/** The user columns a comment shows: never contact details or identities. */
export type CommentAuthorRow = {
  id: number;
  name: string | null;
  avatarUrl: string | null;
  title: string | null;
};

export interface CommentPage {
  total: number;
  rows: CommentRow[];
}

export interface AdminCommentFilter {
  status?: string | undefined;
  contentId?: number | undefined;
  keyword?: string | undefined;
  limit: number;
  offset: number;
}

export type AdminCommentRow = CommentRow & {
  contentTitle: string | null;
  authorName: string | null;
  reviewerName: string | null;
};

/** A comment the viewer may see: published, or their own one waiting for review. */
function visibleTo(viewerId: number): SQL {
  return and(
    isNull(comments.deletedAt),
    or(eq(comments.status, 'published'), and(eq(comments.status, 'pending'), eq(comments.userId, viewerId))),
  ) as SQL;
}

/** Queries of comments and comment likes, the moderation setting and the sensitive words. */
export class CommentsRepository {
  constructor(private readonly db: Database) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (repository: CommentsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new CommentsRepository(tx)));
  }

  // ---- contents ------------------------------------------------------------------------------

  /** Adds `delta` to a target's counter (never below zero) and returns the new value. */
  bumpContentCounter(target: CounterTarget, counter: ContentCounter, delta: number): Promise<number> {
    return bumpTargetCounter(this.db, target, counter, delta);
  }

  // ---- comments --------------------------------------------------------------------------

  async insertComment(values: typeof comments.$inferInsert): Promise<CommentRow> {
    const [row] = await this.db.insert(comments).values(values).returning();
    if (!row) throw new Error('insert into comments returned no row');
    return row;
  }

  async findComment(id: number): Promise<CommentRow | undefined> {
    const rows = await this.db
      .select()
      .from(comments)
      .where(and(eq(comments.id, id), isNull(comments.deletedAt)))
      .limit(1);
    return rows[0];
  }

  /** Top-level comments of a content the viewer may see, newest first. */
  async topLevelPage(
    contentId: number,
    type: number,
    viewerId: number,
    limit: number,
    offset: number,
  ): Promise<CommentPage> {
    const where = and(
      eq(comments.contentId, contentId),
      eq(comments.type, type),
      isNull(comments.parentId),
      visibleTo(viewerId),
    );
    return this.commentPage(where, [desc(comments.createdAt), desc(comments.id)], limit, offset);
  }

  /**
   * Replies of a thread the viewer may see, oldest first. The thread's content and type are part
   * of the condition so the (content_id, type, parent_id, created_at) index serves it.
   */
  async repliesPage(
    thread: Pick<CommentRow, 'id' | 'contentId' | 'type'>,
    viewerId: number,
    limit: number,
    offset: number,
  ): Promise<CommentPage> {
    const where = and(
      eq(comments.contentId, thread.contentId),
      eq(comments.type, thread.type),
      eq(comments.parentId, thread.id),
      visibleTo(viewerId),
    );
    return this.commentPage(where, [asc(comments.createdAt), asc(comments.id)], limit, offset);
  }

  /** One page of comments matching `where`, and how many there are in all. */
  private async commentPage(
    where: SQL | undefined,
    order: SQL[],
    limit: number,
    offset: number,
  ): Promise<CommentPage> {
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(comments)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      this.db.select({ value: count() }).from(comments).where(where),
    ]);
    return { total: totals[0]?.value ?? 0, rows };
  }

  /** The first `perThread` replies the viewer may see of each thread, oldest first, in one query. */
  async replyPreviews(
    contentId: number,
    type: number,
    parentIds: readonly number[],
    viewerId: number,
    perThread: number,
  ): Promise<CommentRow[]> {
    if (parentIds.length === 0) return [];
    const ranked = this.db
      .select({
        ...getTableColumns(comments),
        rank: sql<number>`row_number() over (partition by ${comments.parentId} order by ${comments.createdAt}, ${comments.id})`.as(
          'rank',
        ),
      })
      .from(comments)
      .where(
        and(
          eq(comments.contentId, contentId),
          eq(comments.type, type),
          inArray(comments.parentId, [...parentIds]),
          visibleTo(viewerId),
        ),
      )
      .as('ranked');
    const rows = await this.db
      .select()
      .from(ranked)
      .where(lte(ranked.rank, perThread))
      .orderBy(asc(ranked.createdAt), asc(ranked.id));
    return rows.map(({ rank: _rank, ...row }) => row);
  }

  /** Of `commentIds`, those the user has liked. */
  /**
   * What a viewer adds to a shared first page, in one query: whether they have a comment pending
   * on the target (then the page is theirs alone), and which of the page's comments they liked.
   */
  /**
   * What makes a first page personal, for every viewer at once: who has a comment pending on the
   * target (only its author sees it), and who liked which of the page's comments.
   */
  async pageOverlay(
    contentId: number,
    type: number,
    commentIds: readonly number[],
  ): Promise<{ pendingAuthors: number[]; likes: { userId: number; commentId: number }[] }> {
    const [pending, likes] = await Promise.all([
      this.db
        .selectDistinct({ userId: comments.userId })
        .from(comments)
        .where(
          and(
            eq(comments.contentId, contentId),
            eq(comments.type, type),
            eq(comments.status, 'pending'),
            isNull(comments.deletedAt),
          ),
        ),
      commentIds.length === 0
        ? Promise.resolve([])
        : this.db
            .select({ userId: commentLikes.userId, commentId: commentLikes.commentId })
            .from(commentLikes)
            .where(inArray(commentLikes.commentId, [...commentIds])),
    ]);
    return { pendingAuthors: pending.map((row) => row.userId), likes };
  }

  async likedCommentIds(userId: number, commentIds: readonly number[]): Promise<Set<number>> {
    if (commentIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: commentLikes.commentId })
      .from(commentLikes)
      .where(and(eq(commentLikes.userId, userId), inArray(commentLikes.commentId, [...commentIds])));
    return new Set(rows.map((row) => row.id));
  }

  async authors(userIds: readonly number[]): Promise<CommentAuthorRow[]> {
    if (userIds.length === 0) return [];
    return this.db
      .select({ id: users.id, name: users.name, avatarUrl: users.avatarUrl, title: users.title })
      .from(users)
      .where(inArray(users.id, [...new Set(userIds)]));
  }

  async bumpReplyCount(commentId: number, delta: number): Promise<void> {
    await this.db
      .update(comments)
      .set({ replyCount: sql`greatest(${comments.replyCount} + ${delta}, 0)` })
      .where(eq(comments.id, commentId));
  }

  /** Moves a comment from one status to another; undefined when it was not in `from` (someone was first). */
  async changeStatus(
    id: number,
    from: string,
    to: string,
    reviewedBy: number,
    at: Date,
  ): Promise<CommentRow | undefined> {
    const rows = await this.db
      .update(comments)
      .set({ status: to, reviewedBy, reviewedAt: at, updatedAt: at })
      .where(and(eq(comments.id, id), eq(comments.status, from), isNull(comments.deletedAt)))
      .returning();
    return rows[0];
  }

  /** Soft-deletes a comment and, for a top-level one, its replies; returns what was deleted. */
  async softDeleteThread(id: number, at: Date): Promise<CommentRow[]> {
    return this.db
      .update(comments)
      .set({ deletedAt: at, updatedAt: at })
      .where(and(or(eq(comments.id, id), eq(comments.parentId, id)), isNull(comments.deletedAt)))
      .returning();
  }

  // ---- comment likes ---------------------------------------------------------------------

  async insertCommentLike(commentId: number, userId: number): Promise<boolean> {
    const rows = await this.db
      .insert(commentLikes)
      .values({ commentId, userId })
      .onConflictDoNothing()
      .returning({ userId: commentLikes.userId });
    return rows.length > 0;
  }

  async deleteCommentLike(commentId: number, userId: number): Promise<boolean> {
    const rows = await this.db
      .delete(commentLikes)
      .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)))
      .returning({ userId: commentLikes.userId });
    return rows.length > 0;
  }

  /** Adds `delta` to a comment's like count (never below zero) and returns the new value. */
  async bumpCommentZan(commentId: number, delta: number): Promise<number> {
    const rows = await this.db
      .update(comments)
      .set({ zanCount: sql`greatest(${comments.zanCount} + ${delta}, 0)` })
      .where(eq(comments.id, commentId))
      .returning({ value: comments.zanCount });
    return rows[0]?.value ?? 0;
  }

  async commentZanCount(commentId: number): Promise<number> {
    const rows = await this.db
      .select({ value: comments.zanCount })
      .from(comments)
      .where(eq(comments.id, commentId))
      .limit(1);
    return rows[0]?.value ?? 0;
  }

  // ---- console ---------------------------------------------------------------------------

  async adminPage(filter: AdminCommentFilter): Promise<{ total: number; rows: AdminCommentRow[] }> {
    const keyword = filter.keyword ? containsPattern(filter.keyword) : null;
    const where = and(
      isNull(comments.deletedAt),
      filter.status ? eq(comments.status, filter.status) : undefined,
      filter.contentId ? eq(comments.contentId, filter.contentId) : undefined,
      keyword ? or(ilike(comments.content, keyword), ilike(users.name, keyword)) : undefined,
    );
    // The review queue is worked oldest first; everything else reads newest first.
    const order =
      filter.status === 'pending'
        ? [asc(comments.createdAt), asc(comments.id)]
        : [desc(comments.createdAt), desc(comments.id)];
    const [rows, totals] = await Promise.all([
      this.db
        .select({
          ...getTableColumns(comments),
          contentTitle: contents.title,
          authorName: users.name,
          reviewerName: operators.displayName,
        })
        .from(comments)
        .leftJoin(contents, eq(contents.id, comments.contentId))
        .leftJoin(users, eq(users.id, comments.userId))
        .leftJoin(operators, eq(operators.id, comments.reviewedBy))
        .where(where)
        .orderBy(...order)
        .limit(filter.limit)
        .offset(filter.offset),
      this.db
        .select({ value: count() })
        .from(comments)
        .leftJoin(users, eq(users.id, comments.userId))
        .where(where),
    ]);
    return { total: totals[0]?.value ?? 0, rows };
  }

  /** Names of users (for "回复 张医生"), by id. */
  async userNames(userIds: readonly number[]): Promise<Map<number, string | null>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, [...new Set(userIds)]));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  // ---- settings and sensitive words -------------------------------------------------------

  async setting(key: string): Promise<string | undefined> {
    const rows = await this.db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, key))
      .limit(1);
    return rows[0]?.value;
  }

  async putSetting(key: string, value: string, at: Date): Promise<void> {
    await this.db
      .insert(appSettings)
      .values({ key, value, updatedAt: at })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: at } });
  }

  async allSensitiveWords(): Promise<string[]> {
    const rows = await this.db.select({ word: sensitiveWords.word }).from(sensitiveWords);
    return rows.map((row) => row.word);
  }

  listSensitiveWords() {
    return this.db
      .select()
      .from(sensitiveWords)
      .orderBy(desc(sensitiveWords.createdAt), desc(sensitiveWords.id));
  }

  /** Inserts the words not there yet (compared case-insensitively); returns how many were added. */
  async addSensitiveWords(words: readonly string[], at: Date): Promise<number> {
    if (words.length === 0) return 0;
    const existing = await this.db
      .select({ word: sensitiveWords.word })
      .from(sensitiveWords)
      .where(
        inArray(
          sql`lower(${sensitiveWords.word})`,
          words.map((word) => word.toLowerCase()),
        ),
      );
    const taken = new Set(existing.map((row) => row.word.toLowerCase()));
    const fresh = words.filter((word) => !taken.has(word.toLowerCase()));
    if (fresh.length === 0) return 0;
    const rows = await this.db
      .insert(sensitiveWords)
      .values(fresh.map((word) => ({ word, createdAt: at })))
      .onConflictDoNothing()
      .returning({ id: sensitiveWords.id });
    return rows.length;
  }

  async deleteSensitiveWord(id: number): Promise<boolean> {
    const rows = await this.db
      .delete(sensitiveWords)
      .where(eq(sensitiveWords.id, id))
      .returning({ id: sensitiveWords.id });
    return rows.length > 0;
  }
}
