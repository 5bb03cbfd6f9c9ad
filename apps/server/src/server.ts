import { setTimeout as delay } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { lockDataDir } from './db/data-dir-lock';
import { openConfiguredDatabase } from './db/open';
import { keepPlannerStatisticsFresh } from './db/planner-statistics';
import { prepareDatabase } from './db/prepare';
import { AdjustableClock } from './lib/clock';
import { DEMO_OPERATORS } from './seed/demo-seed';

/**
 * Connections the kernel holds for us while the event loop is busy (it caps this at
 * net.core.somaxconn). Node's 511 overflowed when thousands of phones joined a meeting within
 * seconds: each dropped connection is retried by the phone a second later, then three (issue 12).
 */
const LISTEN_BACKLOG = 4096;

async function main(): Promise<void> {
  const config = loadConfig();
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.DATA_DIR);
  const database = await openConfiguredDatabase(config);
  const prepared = await prepareDatabase(database, config);
  // With the sandbox on, development and the browser tests may move the clock (/api/sandbox/clock).
  const clock = config.SANDBOX ? new AdjustableClock() : undefined;
  const app = await buildApp({ config, database, ...(clock ? { clock } : {}) });
  app.services.jobs.start();
  const statistics = keepPlannerStatisticsFresh(database, (err) =>
    app.log.warn({ err }, 'refreshing planner statistics failed'),
  );
  await statistics.ready;

  // The grace covers the drain delay too: a node told to stop has both before it is killed.
  closeWithGrace({ delay: config.SHUTDOWN_GRACE_MS + config.DRAIN_DELAY_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal, drainMs: config.DRAIN_DELAY_MS }, 'shutting down: draining requests');
    // /readyz answers 503 from now on; requests are still served while the load balancer notices.
    app.services.drain.start();
    if (signal && config.DRAIN_DELAY_MS > 0) await delay(config.DRAIN_DELAY_MS);
    statistics.stop();
    await app.close();
    await database.close();
    unlock();
  });

  await app.listen({ host: config.HOST, port: config.PORT, backlog: LISTEN_BACKLOG });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const origin = config.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${port}`;
  const lines = [
    '',
    '  影像学院 Imaging Academy is running',
    `  Mobile app   ${origin}${config.WEB_BASE_PATH}`,
    `  Console      ${origin}/admin/`,
    `  API          ${origin}/api/`,
    `  API docs     ${origin}/api/docs`,
    `  Database     ${database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Redis        ${config.REDIS_URL ? 'shared state over REDIS_URL' : 'off (one process alone)'}`,
    `  Regions      ${prepared.regions} rows`,
  ];
  if (config.SEED_DEMO) {
    const demo = DEMO_OPERATORS[0];
    lines.push(`  Demo console sign-in: ${demo.username} / ${demo.password}`);
  }
  if (config.SANDBOX) lines.push('  Sandbox      on (WeChat, SMS and mail are simulated)');
  console.log(`${lines.join('\n')}\n`);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
