import { sql } from 'drizzle-orm';
import { prepareDatabase } from '../db/prepare';
import { runCli } from './run-cli';

// Drops every table of ours and Drizzle's migration journal, then migrates and seeds again.
runCli(async (database, config) => {
  if (config.DEPLOYMENT === 'production' && process.env.CONFIRM_RESET !== 'yes') {
    throw new Error('Refusing to reset a production database. Set CONFIRM_RESET=yes to insist.');
  }
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`create schema public`);
  const { seeded } = await prepareDatabase(database, config);
  console.log(`reset ${database.kind} database; seeded ${seeded.length} items`);
});
