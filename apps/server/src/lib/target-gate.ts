import type { UserRow } from '../db/schema';
import { type InvalidationBus, type InvalidationChannel, LocalInvalidationBus } from './invalidation-bus';

/** What a gate answers about the target it let through. */
export interface OpenedTarget {
  id: number;
  listType: number;
  commentsEnabled: boolean;
}

/**
 * The port through which comments, likes, favourites, forms, points and learning ask "may this
 * viewer open that target?". It throws the catalogue error (40400 for a missing or unknown
 * target, 40304 NOT_CERTIFIED, …).
 */
export interface ContentGate {
  requireOpenable(user: UserRow, contentId: number, type: number): Promise<OpenedTarget>;
}

/** Which target's counters or comments changed; null: any (or every) target. */
export type ChangedTarget = { type: number; id: number } | null;

/** How an engagement feature says it changed a target's counters, after its write committed. */
export interface CounterChanges {
  countersChanged(target?: ChangedTarget): Promise<void>;
}

/**
 * The one gate the engagement features ask, whatever the target: the content feature registers
 * itself for contents (types 1–3) and as the answer for any type nobody claimed; meetings (4),
 * campaigns (6) and their sections (7) register their own rule. Comments, likes, favourites and
 * forms then work on every target without knowing the features that own them.
 */
export class TargetGate implements ContentGate, CounterChanges {
  private readonly byType = new Map<number, ContentGate>();
  private fallback: ContentGate | null = null;
  /** Counter changes reach the owners on every node (decision 031). */
  private readonly counterChanges: InvalidationChannel<ChangedTarget>;

  constructor(bus: InvalidationBus = new LocalInvalidationBus()) {
    this.counterChanges = bus.channel<ChangedTarget>('targets', null);
  }

  /** Comments or likes changed a target's counts: owners that cached them, on every node, read again. */
  countersChanged(target: ChangedTarget = null): Promise<void> {
    return this.counterChanges.publish(target);
  }

  onCountersChanged(listener: (target: ChangedTarget) => void): void {
    this.counterChanges.subscribe(listener);
  }

  /** Routes the given typeMap values to `gate` (each type at most once). */
  register(types: readonly number[], gate: ContentGate): void {
    for (const type of types) {
      if (this.byType.has(type)) throw new Error(`a gate for type ${type} is registered twice`);
      this.byType.set(type, gate);
    }
  }

  /** The contents' rule: answers for every type no other feature registered. */
  registerContents(gate: ContentGate): void {
    if (this.fallback) throw new Error('the contents gate is registered twice');
    this.fallback = gate;
  }

  requireOpenable(user: UserRow, contentId: number, type: number): Promise<OpenedTarget> {
    return (this.byType.get(type) ?? this.requireContents()).requireOpenable(user, contentId, type);
  }

  private requireContents(): ContentGate {
    if (!this.fallback) throw new Error('no contents gate registered: register the content feature first');
    return this.fallback;
  }
}
