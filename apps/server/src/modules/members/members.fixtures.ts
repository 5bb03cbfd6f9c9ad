import type { UserRow } from '../users/users.table';

const DAY_MS = 86_400_000;

/** `days` whole days before `now`. */
export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/** A complete users row for unit tests; each test states only what it is about. */
export function userRow(overrides: Partial<UserRow> = {}): UserRow {
  const created = new Date('2026-01-01T00:00:00.000Z');
  return {
    id: 7,
    kind: null,
    nickname: null,
    avatarUrl: null,
    registeredAt: null,
    consentedAt: null,
    certifiedAt: null,
    name: null,
    mobile: null,
    email: null,
    provinceCode: null,
    cityCode: null,
    hospitalId: null,
    hospitalName: null,
    department: null,
    title: null,
    position: null,
    skillAreas: [],
    interestingTopics: [],
    interestingSystems: [],
    workUpgrades: [],
    importedAt: null,
    reconfirmedAt: null,
    hospitalInvalidAt: null,
    veevaStaffId: null,
    trialTipAt: null,
    memberGroupIds: [],
    status: 1,
    createdAt: created,
    updatedAt: created,
    ...overrides,
  };
}
