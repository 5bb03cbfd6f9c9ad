import { describe, expect, it } from 'vitest';
import { meetingTimeRange, speakerNames } from './meeting-format';

describe('meeting format', () => {
  it('shows the end time alone when the meeting ends the same day (Shanghai), else both dates', () => {
    expect(meetingTimeRange('2026-06-01T11:30:00.000Z', '2026-06-01T13:00:00.000Z')).toBe(
      '2026-06-01 19:30 - 21:00',
    );
    expect(meetingTimeRange('2026-06-01T15:00:00.000Z', '2026-06-01T17:00:00.000Z')).toBe(
      '2026-06-01 23:00 - 2026-06-02 01:00',
    );
  });

  it('names the first speakers', () => {
    const speaker = (name: string) => ({ name, title: null, hospital: null, avatar: null });
    expect(speakerNames([speaker('李'), speaker('王'), speaker('张'), speaker('赵')])).toBe('李、王、张');
  });
});
