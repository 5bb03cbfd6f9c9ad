import type { UserRow } from '../users/users.table';
import type { ContentGate } from './content-gate';

/**
 * The one gate the social features ask, whatever the target: contents (types 1–3) by default,
 * and the features that own other targets — meetings (4), campaigns (6) and their sections
 * (7) — register their own rule for their types. Comments, likes, favourites and forms then
 * work on every target without knowing it.
 */
export class TargetGate implements ContentGate {
  private readonly byType = new Map<number, ContentGate>();

  constructor(private readonly contents: ContentGate) {}

  /** Routes the given typeMap values to `gate` (each type at most once). */
  register(types: readonly number[], gate: ContentGate): void {
    for (const type of types) {
      if (this.byType.has(type)) throw new Error(`a gate for type ${type} is registered twice`);
      this.byType.set(type, gate);
    }
  }

  requireOpenable(user: UserRow, contentId: number, type: number) {
    return (this.byType.get(type) ?? this.contents).requireOpenable(user, contentId, type);
  }
}
