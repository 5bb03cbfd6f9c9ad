import { TypeMap } from '@ia/shared';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { campaigns, comments, contentReactions, contents, meetings } from './schema';

// The denormalised counters of comment and reaction targets, moved by comments and reactions alike.

/** Contents columns a reaction or comment keeps in step with its rows. */
export type ContentCounter = 'zanCount' | 'faverCount' | 'commentCount';

/** What a counter belongs to: an id and its typeMap (1–3 contents, 4 meetings, 6 campaigns, 7 sections). */
export interface CounterTarget {
  contentId: number;
  type: number;
}

/** The table holding a target type's counter column, or null when the counter is not stored. */
function counterTable(type: number, counter: ContentCounter) {
  if (type >= TypeMap.COURSE && type <= TypeMap.OTHER) return contents;
  if (counter === 'faverCount') return null;
  if (type === TypeMap.MEETING) return meetings;
  if (type === TypeMap.CAMPAIGN) return campaigns;
  return null;
}

/**
 * Moves a denormalised counter of a comment or reaction target by `delta`: contents (types
 * 1–3), meetings (4) and campaigns (6) keep their likes and comments in columns. Targets with
 * no such column (favourites of meetings and campaigns, campaign sections) are counted from
 * the rows instead, so the answer is right either way.
 */
export async function bumpTargetCounter(
  db: Database,
  target: CounterTarget,
  counter: ContentCounter,
  delta: number,
): Promise<number> {
  const table = counterTable(target.type, counter);
  if (!table) return countedFromRows(db, target, counter);
  const column = table[counter as keyof typeof table] as AnyPgColumn;
  const rows = await db
    .update(table)
    .set({ [counter]: sql`greatest(${column} + ${delta}, 0)` })
    .where(eq(table.id, target.contentId))
    .returning({ value: column });
  return Number(rows[0]?.value ?? 0);
}

export async function targetCounter(
  db: Database,
  target: CounterTarget,
  counter: ContentCounter,
): Promise<number> {
  const table = counterTable(target.type, counter);
  if (!table) return countedFromRows(db, target, counter);
  const column = table[counter as keyof typeof table] as AnyPgColumn;
  const rows = await db.select({ value: column }).from(table).where(eq(table.id, target.contentId)).limit(1);
  return Number(rows[0]?.value ?? 0);
}

async function countedFromRows(
  db: Database,
  target: CounterTarget,
  counter: ContentCounter,
): Promise<number> {
  if (counter === 'commentCount') {
    const [row] = await db
      .select({ value: count() })
      .from(comments)
      .where(
        and(
          eq(comments.contentId, target.contentId),
          eq(comments.type, target.type),
          eq(comments.status, 'published'),
          isNull(comments.deletedAt),
        ),
      );
    return row?.value ?? 0;
  }
  const [row] = await db
    .select({ value: count() })
    .from(contentReactions)
    .where(
      and(
        eq(contentReactions.kind, counter === 'zanCount' ? 'zan' : 'faver'),
        eq(contentReactions.contentId, target.contentId),
        eq(contentReactions.type, target.type),
      ),
    );
  return row?.value ?? 0;
}
