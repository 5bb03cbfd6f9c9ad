import { prepareDatabase } from '../db/prepare';
import { runCli } from './run-cli';

runCli(async (database, config) => {
  const { regions } = await prepareDatabase(database, config, { seedDemo: false });
  console.log(`migrated ${database.kind} database; ${regions} regions loaded`);
});
