import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type Services } from '../app';
import { type Config, testConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { TEST_POSTGRES_URL } from './database-templates';

export { TEST_POSTGRES_URL };

export type TestDatabaseKind = 'pglite' | 'postgres';
export const testDatabaseKind: TestDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A clock tests can move. */
export class TestClock {
  constructor(private current = new Date('2026-06-01T02:00:00.000Z')) {}
  now = (): Date => new Date(this.current);
  set(date: Date | string): void {
    this.current = new Date(date);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** The run's PGlite template, read once per test file. */
let pgliteTemplate: Blob | undefined;

/**
 * A fresh database: in-memory PGlite, or a new PostgreSQL database dropped on close. Under the test
 * run's global setup (test/global-setup.ts) it is a copy of the run's template, already migrated
 * with the reference data loaded; callers still migrate (a no-op then), so it works without one.
 */
export async function createTestDatabase(kind: TestDatabaseKind = testDatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const templateFile = inject('pgliteTemplate');
    if (templateFile && !pgliteTemplate) pgliteTemplate = new Blob([fs.readFileSync(templateFile)]);
    return openDatabase({ loadDataDir: pgliteTemplate });
  }
  const name = `ia_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  services: Services;
  clock: TestClock;
  config: Config;
  close(): Promise<void>;
}

/** Builds the app on a fresh database (migrated, regions loaded; demo data only when asked). */
export async function buildTestApp(
  options: { config?: Partial<Config>; seedDemo?: boolean; clock?: TestClock } = {},
): Promise<TestApp> {
  const config = testConfig(options.config);
  const clock = options.clock ?? new TestClock();
  const database = await createTestDatabase();
  await prepareDatabase(database, config, { seedDemo: options.seedDemo ?? false });
  const app = await buildApp({ config, database, now: clock.now });
  await app.ready();
  return {
    app,
    database,
    services: app.services,
    clock,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Signs in through the sandbox as a test user in `role`; returns the Authorization header. */
export async function sandboxLogin(
  app: FastifyInstance,
  role = 'certified',
): Promise<{ headers: { authorization: string }; openid: string; token: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/sandbox/login', payload: { role } });
  const body = response.json() as { data: { token: string; openid: string } };
  return {
    headers: { authorization: `Bearer ${body.data.token}` },
    openid: body.data.openid,
    token: body.data.token,
  };
}
