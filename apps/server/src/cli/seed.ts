import { prepareDatabase } from '../db/prepare';
import { runCli } from './run-cli';

runCli(async (database, config) => {
  const { seeded } = await prepareDatabase(database, config, { seedDemo: true });
  console.log(seeded.length ? `seeded: ${seeded.join(', ')}` : 'demo data already present; nothing to seed');
});
