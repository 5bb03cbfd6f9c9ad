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
