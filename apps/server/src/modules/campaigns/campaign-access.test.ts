import { describe, expect, it } from 'vitest';
import { campaignDenial, campaignState, denialError, maskName, permissionOf } from './campaign-access';

const NOW = new Date('2026-06-01T02:00:00.000Z');
const campaign = {
  status: 1,
  deletedAt: null,
  expiresAt: null,
  startAt: new Date('2026-05-01T00:00:00.000Z'),
  endAt: new Date('2026-07-01T00:00:00.000Z'),
  audience: 'all' as const,
  memberGroupIds: [] as number[],
};
const member = { kind: 'member', certifiedAt: null, memberGroupIds: [] as number[] };
const certified = { ...member, certifiedAt: new Date('2026-01-01T00:00:00.000Z') };

describe('campaign access', () => {
  it('derives the state from the dates', () => {
    expect(campaignState(campaign, NOW)).toBe('ongoing');
    expect(campaignState(campaign, campaign.startAt)).toBe('ongoing');
    expect(campaignState(campaign, new Date(campaign.startAt.getTime() - 1))).toBe('upcoming');
    expect(campaignState(campaign, campaign.endAt)).toBe('ended');
  });

  it('refuses what is not visible, then who is outside the audience, then outside the dates', () => {
    expect(campaignDenial(campaign, member, NOW)).toBeNull();
    expect(campaignDenial(undefined, member, NOW)).toBe('not_found');
    expect(campaignDenial({ ...campaign, status: 0 }, member, NOW)).toBe('not_found');
    expect(campaignDenial({ ...campaign, deletedAt: NOW }, member, NOW)).toBe('not_found');
    expect(campaignDenial({ ...campaign, expiresAt: NOW }, member, NOW)).toBe('not_found');
    const certifiedOnly = { ...campaign, audience: 'certified' as const };
    expect(campaignDenial(certifiedOnly, member, NOW)).toBe('not_certified');
    expect(campaignDenial(certifiedOnly, certified, NOW)).toBeNull();
    expect(campaignDenial(certifiedOnly, { ...member, kind: 'staff' }, NOW)).toBeNull();
    const groups = { ...campaign, audience: 'groups' as const, memberGroupIds: [3, 4] };
    expect(campaignDenial(groups, certified, NOW)).toBe('not_in_group');
    expect(campaignDenial(groups, { ...member, memberGroupIds: [4] }, NOW)).toBeNull();
    // Outside the audience is said before "not started": the dates would not let them in either.
    const upcomingCertified = { ...certifiedOnly, startAt: new Date('2026-06-10T02:00:00.000Z') };
    expect(campaignDenial(upcomingCertified, member, NOW)).toBe('not_certified');
    expect(campaignDenial(upcomingCertified, certified, NOW)).toBe('not_started');
    expect(campaignDenial({ ...campaign, endAt: NOW }, member, NOW)).toBe('ended');
  });

  it('words the reasons, with the start in Shanghai time, and maps them to catalogue errors', () => {
    const upcoming = { startAt: new Date('2026-06-10T02:00:00.000Z') };
    expect(permissionOf('not_started', upcoming)).toEqual({
      allowed: false,
      reason_code: 'not_started',
      reason: '活动尚未开始，2026-06-10 10:00 开始',
    });
    expect(permissionOf(null, upcoming)).toEqual({ allowed: true, reason_code: null, reason: null });
    expect(denialError('not_certified', upcoming)).toMatchObject({ code: 40304, httpStatus: 403 });
    expect(denialError('not_in_group', upcoming)).toMatchObject({
      code: 40300,
      message: '本活动仅限特定用户参加',
    });
    expect(denialError('ended', upcoming)).toMatchObject({ code: 40300, message: '活动已结束' });
    expect(denialError('not_found', undefined)).toMatchObject({ code: 40400, httpStatus: 404 });
  });

  it('masks names for the rich list', () => {
    expect(maskName('张伟明')).toBe('张*明');
    expect(maskName('李静')).toBe('李*');
    expect(maskName('欧阳晓燕')).toBe('欧**燕');
    expect(maskName('赵')).toBe('赵*');
    expect(maskName(' 王小红 ')).toBe('王*红');
    expect(maskName('')).toBe('');
  });
});
