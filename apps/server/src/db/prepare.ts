import { buildServices } from '../app';
import type { Config } from '../config';
import { CategoriesRepository } from '../modules/categories/categories.repository';
import { seedDemo } from '../seed/demo-seed';
import type { DatabaseHandle } from './client';

/** Migrates, loads reference data (regions) and, when configured, the demo data. Idempotent. */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Config,
  options: { seedDemo?: boolean } = {},
): Promise<{ regions: number; seeded: string[] }> {
  await database.migrate();
  const services = buildServices(database, config, () => new Date());
  const regions = await services.regions.ensureLoaded();
  const seeded =
    (options.seedDemo ?? config.SEED_DEMO)
      ? await seedDemo(services, new CategoriesRepository(database.db))
      : [];
  return { regions, seeded };
}
