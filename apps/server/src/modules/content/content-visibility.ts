import type { ErrorCodeName } from '@ia/shared';
import type { UserRow } from '../../db/schema';
import { type ContentRow, PublishStatus } from './content.table';

type LiveFields = Pick<ContentRow, 'status' | 'publishAt' | 'unpublishAt' | 'expiresAt' | 'deletedAt'>;

/**
 * Whether the app may show a content at `now`: published by an operator, inside its publish
 * window, and before its approval expiry (promotional material unpublishes itself then). The
 * repositories express the same rule in SQL (`liveContentCondition`); this is the one definition.
 */
export function isContentLive(row: LiveFields, now: Date): boolean {
  if (row.deletedAt || row.status !== PublishStatus.PUBLISHED) return false;
  if (row.publishAt && row.publishAt > now) return false;
  if (row.unpublishAt && row.unpublishAt <= now) return false;
  if (row.expiresAt && row.expiresAt <= now) return false;
  return true;
}

/** Derived state the console shows: an operator's status refined by the dates. */
export type ContentState = 'draft' | 'scheduled' | 'published' | 'unpublished' | 'expired';
export function contentState(row: LiveFields, now: Date): ContentState {
  if (row.status === PublishStatus.DRAFT) return 'draft';
  if (row.status === PublishStatus.UNPUBLISHED || row.deletedAt) return 'unpublished';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  if (row.unpublishAt && row.unpublishAt <= now) return 'unpublished';
  if (row.publishAt && row.publishAt > now) return 'scheduled';
  return 'published';
}

/**
 * Whether `user` may open a live content: HCP-only content needs a certified member or staff
 * (the trial gate itself is the route's access level). Null means allowed.
 */
export function contentOpenDenial(
  row: Pick<ContentRow, 'hcpOnly'>,
  user: Pick<UserRow, 'kind' | 'certifiedAt'>,
): ErrorCodeName | null {
  if (!row.hcpOnly) return null;
  return user.kind === 'staff' || user.certifiedAt !== null ? null : 'NOT_CERTIFIED';
}
