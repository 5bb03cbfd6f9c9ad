/**
 * The server's clock with an offset that development and tests may move (the sandbox's
 * `/api/sandbox/clock`): "an hour later" without waiting an hour. Production builds the app
 * with the plain system clock; this one exists only when the sandbox is on.
 */
export class AdjustableClock {
  private offsetMs = 0;

  /** The adjusted time; pass it (bound) as the app's `now`. */
  readonly now = (): Date => new Date(Date.now() + this.offsetMs);

  /** Moves the clock forward (or back, negative) by `ms`; answers the new offset. */
  advance(ms: number): number {
    this.offsetMs += ms;
    return this.offsetMs;
  }

  reset(): void {
    this.offsetMs = 0;
  }

  get offset(): number {
    return this.offsetMs;
  }
}
