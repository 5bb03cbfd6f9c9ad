import type { ContentRow } from '../content/content.table';
import type { UserRow } from '../users/users.table';

/**
 * What the social features need of the content feature (ContentService): the one rule of who may
 * open a content — live, of that type, and HCP-only ones for certified users and staff. It throws
 * the catalogue error (40400 for a missing or unknown target, 40304 NOT_CERTIFIED, …).
 */
export interface ContentGate {
  requireOpenable(
    user: UserRow,
    contentId: number,
    type: number,
  ): Promise<Pick<ContentRow, 'id' | 'listType' | 'commentsEnabled'>>;
}
