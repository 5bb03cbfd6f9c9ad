import { describe, expect, it } from 'vitest';
import { createNoSkipGuard } from './no-skip-guard';

describe('no-skip guard', () => {
  it('lets the viewer replay and move up to the furthest point, not beyond', () => {
    const guard = createNoSkipGuard(30);
    expect(guard.refuse(10)).toBeNull();
    expect(guard.refuse(31)).toBeNull();
    expect(guard.refuse(90)).toBe(30);
    guard.watched(31);
    guard.watched(32.5);
    expect(guard.furthest()).toBe(32.5);
    // A jump seen as a timeupdate does not move the furthest point.
    guard.watched(80);
    expect(guard.furthest()).toBe(32.5);
    expect(guard.refuse(80)).toBe(32.5);
  });
});
