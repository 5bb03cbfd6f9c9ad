import path from 'node:path';
import type { Config } from '../config';
import { type DatabaseHandle, openDatabase } from './client';

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pglite') });
}
