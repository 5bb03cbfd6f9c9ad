import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bumpTargetCounter,
  type ContentCounter,
  type CounterTarget,
  targetCounter,
} from '../../db/target-counters';
import { contentReactions } from './reactions.table';

export type ReactionKind = 'zan' | 'faver';

/** Queries of content likes and favourites, and the counters they keep. */
export class ReactionsRepository {
  constructor(private readonly db: Database) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (repository: ReactionsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ReactionsRepository(tx)));
  }

  /** Adds `delta` to a target's counter (never below zero) and returns the new value. */
  bumpContentCounter(target: CounterTarget, counter: ContentCounter, delta: number): Promise<number> {
    return bumpTargetCounter(this.db, target, counter, delta);
  }

  contentCounter(target: CounterTarget, counter: ContentCounter): Promise<number> {
    return targetCounter(this.db, target, counter);
  }

  /** True when the row was new (a repeated like inserts nothing). */
  async insertReaction(
    kind: ReactionKind,
    userId: number,
    contentId: number,
    type: number,
  ): Promise<boolean> {
    const rows = await this.db
      .insert(contentReactions)
      .values({ kind, userId, contentId, type })
      .onConflictDoNothing()
      .returning({ userId: contentReactions.userId });
    return rows.length > 0;
  }

  /** True when a row was there to delete. */
  async deleteReaction(
    kind: ReactionKind,
    userId: number,
    contentId: number,
    type: number,
  ): Promise<boolean> {
    const rows = await this.db
      .delete(contentReactions)
      .where(
        and(
          eq(contentReactions.kind, kind),
          eq(contentReactions.userId, userId),
          eq(contentReactions.contentId, contentId),
          eq(contentReactions.type, type),
        ),
      )
      .returning({ userId: contentReactions.userId });
    return rows.length > 0;
  }

  async hasReaction(kind: ReactionKind, userId: number, contentId: number, type: number): Promise<boolean> {
    const rows = await this.db
      .select({ userId: contentReactions.userId })
      .from(contentReactions)
      .where(
        and(
          eq(contentReactions.kind, kind),
          eq(contentReactions.userId, userId),
          eq(contentReactions.contentId, contentId),
          eq(contentReactions.type, type),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }
}
