import type { ReactionState } from '@ia/shared';
import type { UserRow } from '../../db/schema';
import type { ContentCounter } from '../../db/target-counters';
import type { ContentGate, CounterChanges } from '../../lib/target-gate';
import { type ActionAwarder, actionSource } from '../points';
import type { ReactionKind, ReactionsRepository } from './reactions.repository';

const COUNTER: Record<ReactionKind, ContentCounter> = { zan: 'zanCount', faver: 'faverCount' };

/**
 * Likes ('zan') and favourites ('faver') of contents. Idempotent: the row insert decides, and
 * only a row that was really added or removed moves the content's count, in the same transaction.
 */
export class ReactionsService {
  /** Points for liking (ZAN rule); wired after construction (app.ts). */
  private awards: ActionAwarder | null = null;

  constructor(
    private readonly repository: ReactionsRepository,
    private readonly contents: ContentGate & CounterChanges,
  ) {}

  /** Wires the points rules in: the first like of an item earns ZAN points (once per item, ever). */
  useAwards(awards: ActionAwarder): void {
    this.awards = awards;
  }

  async set(
    user: UserRow,
    kind: ReactionKind,
    contentId: number,
    type: number,
    on: boolean,
  ): Promise<ReactionState> {
    await this.contents.requireOpenable(user, contentId, type);
    const count = await this.repository.transaction(async (repository) => {
      const changed = on
        ? await repository.insertReaction(kind, user.id, contentId, type)
        : await repository.deleteReaction(kind, user.id, contentId, type);
      return changed
        ? repository.bumpContentCounter({ contentId, type }, COUNTER[kind], on ? 1 : -1)
        : repository.contentCounter({ contentId, type }, COUNTER[kind]);
    });
    // Awaited: the viewer's next request may reach another node, which must show their like.
    await this.contents.countersChanged({ type, id: contentId });
    const score =
      kind === 'zan' && on && this.awards
        ? await this.awards.awardForAction(user.id, 'ZAN', actionSource.zan(type, contentId))
        : 0;
    return score > 0 ? { result: 1, count, score } : { result: on ? 1 : 0, count };
  }

  async check(user: UserRow, kind: ReactionKind, contentId: number, type: number): Promise<ReactionState> {
    await this.contents.requireOpenable(user, contentId, type);
    const [has, count] = await Promise.all([
      this.repository.hasReaction(kind, user.id, contentId, type),
      this.repository.contentCounter({ contentId, type }, COUNTER[kind]),
    ]);
    return { result: has ? 1 : 0, count };
  }
}
