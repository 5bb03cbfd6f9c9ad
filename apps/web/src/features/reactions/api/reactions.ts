import type { ContentReaction, ReactionState } from '@ia/shared';
import { apiClient, unwrapData } from '../../../lib/api-client';

/** Likes and favourites of a content; every call is idempotent on the server. */
export type ContentReactionKind = 'zan' | 'faver';

const PATHS: Record<ContentReactionKind, { on: string; off: string }> = {
  zan: { on: 'content-zan-log', off: 'content-zan-log-delete' },
  faver: { on: 'content/faver', off: 'content/faver-delete' },
};

/** POST content-zan-log(-delete) or content/faver(-delete): the state and count after the change. */
export async function setContentReaction(
  kind: ContentReactionKind,
  target: ContentReaction,
  active: boolean,
): Promise<ReactionState> {
  const path = active ? PATHS[kind].on : PATHS[kind].off;
  return unwrapData(apiClient.post<ReactionState>(path, { ...target }));
}
