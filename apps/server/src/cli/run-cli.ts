import { type Config, ConfigError, loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { openConfiguredDatabase } from '../db/open';

/** Runs a command-line task against the configured database and exits with its status. */
export function runCli(task: (database: DatabaseHandle, config: Config) => Promise<void>): void {
  (async () => {
    const config = loadConfig();
    const database = await openConfiguredDatabase(config);
    try {
      await task(database, config);
    } finally {
      await database.close();
    }
  })().catch((err: unknown) => {
    console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
