// The clock of an open-loop load worker: every action has the time it is due, and one timer wakes
// for the earliest. An action runs when it is due whatever the server did with the earlier ones,
// so a slow server meets as many requests as a fast one (no coordinated omission); the lateness
// of the worker itself is reported so a saturated load generator cannot pass for a slow server.

/** Absolute milliseconds with sub-millisecond precision, comparable across the workers' processes. */
export const now = () => performance.timeOrigin + performance.now();

/**
 * @typedef {object} Scheduler
 * @property {(dueAt: number, action: (dueAt: number) => void) => boolean} at
 *   Runs `action(dueAt)` at `dueAt` (absolute ms); false (and nothing scheduled) at or after the end.
 * @property {() => void} stop Drops every action still waiting.
 * @property {number} endAt Nothing is scheduled from this time on.
 */

/**
 * @param {{ endAt: number, onLag?: (lateMs: number) => void }} options
 *   `onLag` hears how late each action ran (its due time to the moment it started).
 * @returns {Scheduler}
 */
export function createScheduler({ endAt, onLag }) {
  /** @type {{ dueAt: number, order: number, action: (dueAt: number) => void }[]} */
  const heap = [];
  let order = 0;
  /** @type {ReturnType<typeof setTimeout> | null} */
  let timer = null;
  let timerAt = Number.POSITIVE_INFINITY;
  let stopped = false;

  // A binary min-heap on (dueAt, order): equal times run in the order they were scheduled.
  const before = (/** @type {number} */ a, /** @type {number} */ b) => {
    const left = /** @type {(typeof heap)[number]} */ (heap[a]);
    const right = /** @type {(typeof heap)[number]} */ (heap[b]);
    return left.dueAt < right.dueAt || (left.dueAt === right.dueAt && left.order < right.order);
  };
  const swap = (/** @type {number} */ a, /** @type {number} */ b) => {
    const item = /** @type {(typeof heap)[number]} */ (heap[a]);
    heap[a] = /** @type {(typeof heap)[number]} */ (heap[b]);
    heap[b] = item;
  };
  const push = (/** @type {(typeof heap)[number]} */ item) => {
    heap.push(item);
    for (let index = heap.length - 1; index > 0; ) {
      const parent = (index - 1) >> 1;
      if (!before(index, parent)) break;
      swap(index, parent);
      index = parent;
    }
  };
  const pop = () => {
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0 && last) {
      heap[0] = last;
      for (let index = 0; ; ) {
        const left = 2 * index + 1;
        const right = left + 1;
        let smallest = index;
        if (left < heap.length && before(left, smallest)) smallest = left;
        if (right < heap.length && before(right, smallest)) smallest = right;
        if (smallest === index) break;
        swap(index, smallest);
        index = smallest;
      }
    }
    return top;
  };

  const arm = () => {
    const next = heap[0];
    if (stopped || !next) return;
    if (timer !== null && timerAt <= next.dueAt) return;
    if (timer !== null) clearTimeout(timer);
    timerAt = next.dueAt;
    timer = setTimeout(run, Math.max(0, next.dueAt - now()));
  };

  function run() {
    timer = null;
    timerAt = Number.POSITIVE_INFINITY;
    // Everything due by now runs in this turn; what an action schedules for later waits its turn.
    for (let next = heap[0]; next && !stopped && next.dueAt <= now(); next = heap[0]) {
      pop();
      onLag?.(now() - next.dueAt);
      next.action(next.dueAt);
    }
    arm();
  }

  return {
    endAt,
    at(dueAt, action) {
      if (stopped || dueAt >= endAt) return false;
      push({ dueAt, order: order++, action });
      arm();
      return true;
    },
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      heap.length = 0;
    },
  };
}
