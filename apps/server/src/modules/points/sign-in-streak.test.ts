import { describe, expect, it } from 'vitest';
import { streakOf } from './sign-in-streak';

describe('sign-in streaks', () => {
  it('counts a streak ending today, or yesterday while today is open', () => {
    expect(streakOf(['2024-05-03', '2024-05-02', '2024-05-01', '2024-04-28'], '2024-05-03')).toBe(3);
    expect(streakOf(['2024-05-02', '2024-05-01'], '2024-05-03')).toBe(2);
    expect(streakOf(['2024-05-01'], '2024-05-03')).toBe(0);
    expect(streakOf([], '2024-05-03')).toBe(0);
  });
});
