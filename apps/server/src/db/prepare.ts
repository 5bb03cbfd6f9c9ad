import { buildServices } from '../app';
import type { Config } from '../config';
import { CategoriesRepository } from '../modules/categories/categories.repository';
import { seedDemo } from '../seed/demo-seed';
import type { DatabaseHandle } from './client';

/** Migrates, loads reference data (regions, starter hospitals) and, when configured, the demo data. Idempotent. */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Config,
  options: { seedDemo?: boolean } = {},
): Promise<{ regions: number; hospitalsAdded: number; seeded: string[] }> {
  await database.migrate();
  const services = buildServices(database, config, () => new Date());
  const regions = await services.regions.ensureLoaded();
  const hospitalsAdded = await services.hospitals.ensureLoaded();
  // Version 1 of each legal document, in every environment: consent cannot be signed without them.
  await services.consent.ensureLoaded();
  const seeded =
    (options.seedDemo ?? config.SEED_DEMO)
      ? await seedDemo(services, new CategoriesRepository(database.db), database.db)
      : [];
  return { regions, hospitalsAdded, seeded };
}
