import { userInfoSchema } from '@ia/shared';
import { describe, expect, it } from 'vitest';
import { userRow } from '../../test/users';
import type { UserRow } from '../users/users.table';
import { daysBefore } from './members.fixtures';
import { certificationStatus, presentUserInfo, type UserInfoContext } from './members.presenter';

const NOW = new Date('2026-06-01T02:00:00.000Z');
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => daysBefore(NOW, days);

const context = (overrides: Partial<UserInfoContext> = {}): UserInfoContext => ({
  openid: 'o_123',
  unionid: 'u_123',
  latestCertification: undefined,
  veevaRep: undefined,
  now: NOW,
  ...overrides,
});

const member = (overrides: Partial<UserRow> = {}) =>
  userRow({
    kind: 'member',
    registeredAt: daysAgo(5),
    consentedAt: daysAgo(5),
    reconfirmedAt: daysAgo(5),
    name: '张三',
    mobile: '13812345678',
    provinceCode: '11',
    cityCode: '1101',
    hospitalId: 1,
    hospitalName: '北京协和医院',
    department: 'radiology',
    title: 'physician',
    position: 'doctor',
    skillAreas: ['a'],
    ...overrides,
  });

describe('presentUserInfo', () => {
  it('shows a WeChat-only user as unregistered, with nothing to confirm or fix', () => {
    const info = presentUserInfo(userRow(), context());
    expect(userInfoSchema.parse(info)).toEqual(info);
    expect(info).toMatchObject({
      id: 7,
      openid: 'o_123',
      unionid: 'u_123',
      kind: null,
      registered: false,
      all_active: 0,
      reconfirmation: 1,
      re_perfect_type: 0,
      veeva: 0,
      projectAuthStatus: 'none',
      certified: false,
      trial: { days_left: 30, ends_at: null, expired: false },
      callUs: null,
      integralInfo: { points: 0 },
      registered_at: null,
      hospital_id: null,
    });
  });

  it('maps a registered, consented member field by field', () => {
    const info = presentUserInfo(member(), context());
    expect(info).toMatchObject({
      kind: 'member',
      registered: true,
      all_active: 1,
      name: '张三',
      mobile: '13812345678',
      province: '11',
      city: '1101',
      hospital_id: 1,
      hospital_name: '北京协和医院',
      department: 'radiology',
      title: 'physician',
      position: 'doctor',
      skill_areas: ['a'],
      trial: {
        days_left: 25,
        ends_at: new Date(daysAgo(5).getTime() + 30 * DAY_MS).toISOString(),
        expired: false,
      },
      registered_at: daysAgo(5).toISOString(),
    });
    // Columns that are not part of the contract never leak.
    expect(Object.keys(info)).not.toEqual(expect.arrayContaining(['memberGroupIds']));
    expect(Object.keys(info).sort()).toEqual(Object.keys(userInfoSchema.shape).sort());
  });

  it('presents a typed-in hospital as the "other" choice (id 0)', () => {
    const info = presentUserInfo(member({ hospitalId: null, hospitalName: '某县人民医院' }), context());
    expect(info).toMatchObject({ hospital_id: 0, hospital_name: '某县人民医院' });
  });

  it('asks an imported user to confirm until they do', () => {
    expect(
      presentUserInfo(member({ importedAt: daysAgo(3), reconfirmedAt: null }), context()).reconfirmation,
    ).toBe(0);
    expect(
      presentUserInfo(member({ importedAt: daysAgo(3), reconfirmedAt: daysAgo(1) }), context())
        .reconfirmation,
    ).toBe(1);
  });

  it('flags an invalid hospital and a missing consent', () => {
    const info = presentUserInfo(member({ hospitalInvalidAt: daysAgo(1), consentedAt: null }), context());
    expect(info).toMatchObject({ re_perfect_type: 1, all_active: 0 });
  });

  it('reports an expired trial, which certification lifts', () => {
    expect(presentUserInfo(member({ registeredAt: daysAgo(40) }), context()).trial).toMatchObject({
      days_left: -10,
      expired: true,
    });
    const certified = presentUserInfo(
      member({ registeredAt: daysAgo(40), certifiedAt: daysAgo(20) }),
      context(),
    );
    expect(certified).toMatchObject({
      certified: true,
      projectAuthStatus: 'approved',
      trial: { expired: false },
    });
  });

  it('gives the linked rep as contact card only with a veeva link', () => {
    const rep = { name: '李四', nickname: null, mobile: '13900001111' };
    expect(presentUserInfo(member({ veevaStaffId: 9 }), context({ veevaRep: rep }))).toMatchObject({
      veeva: 1,
      callUs: { name: '李四', qrcode: null, mobile: '13900001111' },
    });
    expect(presentUserInfo(member(), context({ veevaRep: rep }))).toMatchObject({ veeva: 0, callUs: null });
  });

  it('shows staff as registered staff', () => {
    const staff = userRow({ kind: 'staff', registeredAt: daysAgo(10), email: 'rep@example-pharma.com' });
    expect(presentUserInfo(staff, context())).toMatchObject({
      kind: 'staff',
      registered: true,
      email: 'rep@example-pharma.com',
      trial: { expired: false },
    });
  });
});

describe('certificationStatus', () => {
  it.each([
    [null, undefined, 'none'],
    [null, 'pending', 'pending'],
    [null, 'rejected', 'rejected'],
    [null, 'approved', 'approved'],
    [null, 'something-else', 'none'],
    [daysAgo(1), 'rejected', 'approved'],
    [daysAgo(1), undefined, 'approved'],
  ] as const)('certifiedAt %s, latest %s → %s', (certifiedAt, latest, expected) => {
    expect(certificationStatus(certifiedAt, latest)).toBe(expected);
  });
});
