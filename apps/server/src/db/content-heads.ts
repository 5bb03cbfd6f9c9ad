import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from './client';
import { contents } from './schema';

/** What features that hang things on a content (forms, image series) need of it. */
export type ContentHead = { id: number; listType: number; title: string };

/**
 * A content that is not deleted, whatever its state or list type: its id, list type and title.
 * The caller then asks the content gate whether the viewer may open it.
 */
export async function findContentHead(db: Database, contentId: number): Promise<ContentHead | undefined> {
  const rows = await db
    .select({ id: contents.id, listType: contents.listType, title: contents.title })
    .from(contents)
    .where(and(eq(contents.id, contentId), isNull(contents.deletedAt)))
    .limit(1);
  return rows[0];
}
