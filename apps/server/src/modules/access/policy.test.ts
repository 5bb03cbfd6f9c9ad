import type { AccessLevelValue, ErrorCodeName, ViewerRoleValue } from '@ia/shared';
import { describe, expect, it } from 'vitest';
import { accessDenial, trialState, viewerRole } from './policy';

const now = new Date('2026-06-01T00:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const base = { kind: null, registeredAt: null, consentedAt: null, certifiedAt: null, status: 1 } as const;

const users = {
  visitor: null,
  wechat: { ...base },
  registered: { ...base, kind: 'member', registeredAt: daysAgo(1) },
  trial: { ...base, kind: 'member', registeredAt: daysAgo(29), consentedAt: daysAgo(29) },
  trial_expired: { ...base, kind: 'member', registeredAt: daysAgo(30), consentedAt: daysAgo(30) },
  certified: {
    ...base,
    kind: 'member',
    registeredAt: daysAgo(90),
    consentedAt: daysAgo(90),
    certifiedAt: daysAgo(80),
  },
  staff: { ...base, kind: 'staff', registeredAt: daysAgo(90), consentedAt: daysAgo(90) },
} as const;

// The policy table: for each access level, what each role gets (null = allowed).
const table: Record<AccessLevelValue, Partial<Record<keyof typeof users, ErrorCodeName | null>>> = {
  public: {
    visitor: null,
    wechat: null,
    registered: null,
    trial: null,
    trial_expired: null,
    certified: null,
    staff: null,
  },
  wechat: {
    visitor: 'UNAUTHENTICATED',
    wechat: null,
    registered: null,
    trial: null,
    trial_expired: null,
    certified: null,
    staff: null,
  },
  registered: {
    visitor: 'UNAUTHENTICATED',
    wechat: 'NOT_REGISTERED',
    registered: null,
    trial: null,
    trial_expired: null,
    certified: null,
    staff: null,
  },
  consented: {
    visitor: 'UNAUTHENTICATED',
    wechat: 'NOT_REGISTERED',
    registered: 'CONSENT_REQUIRED',
    trial: null,
    trial_expired: null,
    certified: null,
    staff: null,
  },
  learning: {
    visitor: 'UNAUTHENTICATED',
    wechat: 'NOT_REGISTERED',
    registered: 'CONSENT_REQUIRED',
    trial: null,
    trial_expired: 'TRIAL_EXPIRED',
    certified: null,
    staff: null,
  },
  certified: {
    visitor: 'UNAUTHENTICATED',
    wechat: 'NOT_REGISTERED',
    registered: 'CONSENT_REQUIRED',
    trial: 'NOT_CERTIFIED',
    trial_expired: 'NOT_CERTIFIED',
    certified: null,
    staff: null,
  },
  staff: {
    visitor: 'UNAUTHENTICATED',
    wechat: 'NOT_REGISTERED',
    registered: 'FORBIDDEN',
    trial: 'FORBIDDEN',
    trial_expired: 'FORBIDDEN',
    certified: 'FORBIDDEN',
    staff: null,
  },
};

describe('access policy', () => {
  for (const [level, row] of Object.entries(table)) {
    for (const [role, expected] of Object.entries(row)) {
      it(`${level} × ${role} → ${expected ?? 'allowed'}`, () => {
        expect(accessDenial(level as AccessLevelValue, users[role as keyof typeof users], now)).toBe(
          expected,
        );
      });
    }
  }

  it('refuses a disabled account everything but public routes', () => {
    const disabled = { ...users.certified, status: 0 };
    expect(accessDenial('wechat', disabled, now)).toBe('FORBIDDEN');
    expect(accessDenial('public', disabled, now)).toBeNull();
  });

  it('names each user by its role', () => {
    const roles: Record<string, ViewerRoleValue> = {};
    for (const [name, user] of Object.entries(users)) roles[name] = viewerRole(user, now);
    expect(roles).toEqual({
      visitor: 'visitor',
      wechat: 'wechat',
      registered: 'registered',
      trial: 'trial',
      trial_expired: 'trial_expired',
      certified: 'certified',
      staff: 'staff',
    });
  });

  it('counts trial days left from registration: 30 on day one, 1 on the last day, then 0 and expired', () => {
    const registeredAt = now;
    const user = { ...users.trial, registeredAt };
    expect(trialState(user, now).daysLeft).toBe(30);
    expect(trialState(user, new Date(now.getTime() + 29.5 * 86_400_000))).toMatchObject({
      daysLeft: 1,
      expired: false,
    });
    expect(trialState(user, new Date(now.getTime() + 30 * 86_400_000))).toMatchObject({
      daysLeft: 0,
      expired: true,
    });
    expect(trialState({ ...user, certifiedAt: now }, new Date(now.getTime() + 90 * 86_400_000)).expired).toBe(
      false,
    );
  });
});
