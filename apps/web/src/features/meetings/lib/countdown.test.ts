import { describe, expect, it } from 'vitest';
import { countdownClock, countdownParts, localStartTime } from './countdown';

describe('meeting countdown', () => {
  it('lays the server’s distance to the start from when the answer arrived, whatever the phone’s clock says', () => {
    // The server says: it is 19:00:00, the meeting starts at 19:30:00 (Shanghai).
    const receivedAt = Date.parse('2020-01-01T00:00:00.000Z'); // a phone set years wrong
    const start = localStartTime('2026-06-01T11:30:00.000Z', '2026-06-01T11:00:00.000Z', receivedAt);
    expect(start - receivedAt).toBe(30 * 60 * 1000);
  });

  it('splits the rest into days, hours, minutes and seconds, rounding up to the second', () => {
    expect(countdownParts(((26 * 60 + 3) * 60 + 4) * 1000 + 200)).toEqual({
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 5,
    });
    expect(countdownParts(-5_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownClock({ days: 0, hours: 2, minutes: 3, seconds: 5 })).toBe('02:03:05');
  });
});
