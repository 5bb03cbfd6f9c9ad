import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { UserChanges } from '../lib/user-changes';
import { type UserRow, users } from '../modules/users/users.table';

/**
 * Sets columns of a user the way the app's repositories do: written, then announced, so the
 * session cache serves the new row on the next request (a bare UPDATE would be cached over).
 */
export async function updateUser(
  t: { database: { db: Database }; services: { userChanges: UserChanges } },
  userId: number,
  values: Partial<UserRow>,
): Promise<void> {
  await t.database.db.update(users).set(values).where(eq(users.id, userId));
  t.services.userChanges.usersChanged([userId]);
}

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
