import { describe, expect, it } from 'vitest';
import {
  isMeetingVisible,
  MeetingStatus,
  meetingAudienceDenial,
  meetingState,
  NOT_CERTIFIED_MESSAGE,
  NOT_IN_GROUP_MESSAGE,
  secondsUntilStart,
} from './meeting-state';

const start = new Date('2026-06-01T11:30:00.000Z');
const end = new Date('2026-06-01T13:00:00.000Z');
const meeting = {
  startAt: start,
  endAt: end,
  playbackUrl: null as string | null,
  cancelledAt: null as Date | null,
};
const at = (iso: string) => new Date(iso);

describe('meetingState: derived from the clock and the operators’ actions', () => {
  it('is upcoming before the start, live from the start until the end', () => {
    expect(meetingState(meeting, at('2026-06-01T11:29:59.999Z'))).toBe('upcoming');
    expect(meetingState(meeting, start)).toBe('live');
    expect(meetingState(meeting, at('2026-06-01T12:59:59.999Z'))).toBe('live');
  });

  it('after the end is ended until a recording exists, then playback', () => {
    expect(meetingState(meeting, end)).toBe('ended');
    expect(meetingState({ ...meeting, playbackUrl: '/media/demo/x/index.m3u8' }, end)).toBe('playback');
  });

  it('is cancelled whatever the time once an operator cancelled it', () => {
    const cancelled = { ...meeting, cancelledAt: at('2026-05-30T00:00:00Z'), playbackUrl: '/x.mp4' };
    for (const now of ['2026-05-31T00:00:00Z', '2026-06-01T12:00:00Z', '2026-06-02T00:00:00Z']) {
      expect(meetingState(cancelled, at(now))).toBe('cancelled');
    }
  });
});

describe('isMeetingVisible', () => {
  const published = { status: MeetingStatus.PUBLISHED, deletedAt: null, expiresAt: null };
  it('shows published meetings that are neither deleted nor past their approval expiry', () => {
    const now = at('2026-06-01T00:00:00Z');
    expect(isMeetingVisible(published, now)).toBe(true);
    expect(isMeetingVisible({ ...published, status: MeetingStatus.DRAFT }, now)).toBe(false);
    expect(isMeetingVisible({ ...published, deletedAt: now }, now)).toBe(false);
    expect(isMeetingVisible({ ...published, expiresAt: now }, now)).toBe(false);
    expect(isMeetingVisible({ ...published, expiresAt: at('2026-06-02T00:00:00Z') }, now)).toBe(true);
  });
});

describe('secondsUntilStart', () => {
  it('counts down in whole seconds, rounded up, and stops at 0', () => {
    expect(secondsUntilStart(meeting, at('2026-06-01T11:29:58.500Z'))).toBe(2);
    expect(secondsUntilStart(meeting, start)).toBe(0);
    expect(secondsUntilStart(meeting, end)).toBe(0);
  });
});

describe('meetingAudienceDenial', () => {
  const member = { kind: 'member', certifiedAt: null, memberGroupIds: [] as number[] };
  const certified = { ...member, certifiedAt: at('2026-01-01T00:00:00Z') };
  const staff = { ...member, kind: 'staff' };

  it('lets everyone watch a meeting for all', () => {
    expect(meetingAudienceDenial({ audience: 'all', memberGroupIds: [] }, member)).toBeNull();
  });

  it('keeps a certified-only meeting for certified members and staff (40304 otherwise)', () => {
    const rule = { audience: 'certified' as const, memberGroupIds: [] };
    expect(meetingAudienceDenial(rule, member)).toEqual({
      code: 'NOT_CERTIFIED',
      message: NOT_CERTIFIED_MESSAGE,
    });
    expect(meetingAudienceDenial(rule, certified)).toBeNull();
    expect(meetingAudienceDenial(rule, staff)).toBeNull();
  });

  it('keeps a group meeting for members of one of its groups (40300 with the reason otherwise)', () => {
    const rule = { audience: 'groups' as const, memberGroupIds: [3, 4] };
    expect(meetingAudienceDenial(rule, { ...certified, memberGroupIds: [1] })).toEqual({
      code: 'FORBIDDEN',
      message: NOT_IN_GROUP_MESSAGE,
    });
    expect(meetingAudienceDenial(rule, { ...member, memberGroupIds: [1, 4] })).toBeNull();
  });
});
