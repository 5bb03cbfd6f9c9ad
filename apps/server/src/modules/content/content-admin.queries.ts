import type { AdminContentState } from '@ia/shared';
import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import { contents, type lessons, PublishStatus } from './content.table';

// The console's content rows and its state filter as SQL, shared by the content console's queries.

export type ContentValues = Omit<
  typeof contents.$inferInsert,
  | 'id'
  | 'status'
  | 'publishedAt'
  | 'viewCount'
  | 'zanCount'
  | 'faverCount'
  | 'commentCount'
  | 'createdAt'
  | 'updatedAt'
  | 'deletedAt'
>;
export type LessonValues = Omit<
  typeof lessons.$inferInsert,
  'id' | 'status' | 'publishedAt' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;

export interface ContentFilter {
  listType?: number | undefined;
  contentType?: number | undefined;
  state?: AdminContentState | undefined;
  categoryId?: number | undefined;
  keyword?: string | undefined;
}

/** What an update guarded by the edited copy's `updated_at` found. */
/** The derived console state as SQL over live (not deleted) content rows; mirrors contentState(). */
export function stateCondition(state: AdminContentState, now: Date): SQL | undefined {
  const notExpired = or(isNull(contents.expiresAt), gt(contents.expiresAt, now));
  const beforeEnd = or(isNull(contents.unpublishAt), gt(contents.unpublishAt, now));
  const published = eq(contents.status, PublishStatus.PUBLISHED);
  switch (state) {
    case 'draft':
      return eq(contents.status, PublishStatus.DRAFT);
    case 'expired':
      return and(published, lte(contents.expiresAt, now));
    case 'unpublished':
      return or(
        eq(contents.status, PublishStatus.UNPUBLISHED),
        and(published, notExpired, lte(contents.unpublishAt, now)),
      );
    case 'scheduled':
      return and(published, notExpired, beforeEnd, gt(contents.publishAt, now));
    case 'published':
      return and(
        published,
        notExpired,
        beforeEnd,
        or(isNull(contents.publishAt), lte(contents.publishAt, now)),
      );
  }
}
