import type { Config } from '../config';
import { seedDemoData } from '../seed/demo-seed';
import { loadReferenceData } from '../seed/reference-data';
import type { DatabaseHandle } from './client';

/** Migrates, loads reference data (regions, starter hospitals) and, when configured, the demo data. Idempotent. */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Config,
  options: { seedDemo?: boolean } = {},
): Promise<{ regions: number; hospitalsAdded: number; seeded: string[] }> {
  await database.migrate();
  const { regions, hospitalsAdded } = await loadReferenceData(database.db, () => new Date());
  const seeded = (options.seedDemo ?? config.SEED_DEMO) ? await seedDemoData(database.db, config) : [];
  return { regions, hospitalsAdded, seeded };
}
