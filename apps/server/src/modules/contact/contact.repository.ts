import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appSettings } from '../../db/schema';

/** Reads and writes one operator setting (app_settings, a table of the social module) by key. */
export class ContactRepository {
  constructor(private readonly db: Database) {}

  async read(key: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, key));
    return row?.value;
  }

  async write(key: string, value: string, now: Date): Promise<void> {
    await this.db
      .insert(appSettings)
      .values({ key, value, updatedAt: now })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } });
  }
}
