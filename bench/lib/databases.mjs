// The databases a bench run measures the server on: a fresh PGlite folder or a fresh PostgreSQL
// database per run, both removed afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Direct SQL access for a group's `seed` hook (the server is stopped meanwhile).
 * @typedef {object} SeedDatabase
 * @property {'pglite' | 'postgres'} kind
 * @property {(text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>} query
 */

/**
 * @typedef {object} DatabaseTarget
 * @property {'pglite' | 'postgres'} kind
 * @property {string} description e.g. "PostgreSQL 16.4, database ia_bench_123"
 * @property {Record<string, string>} env What the server needs to use this database.
 * @property {<T>(work: (database: SeedDatabase) => Promise<T>) => Promise<T>} withSql
 * @property {() => Promise<void>} dispose Deletes the folder or drops the database.
 */

/**
 * @param {'pglite' | 'postgres'} kind
 * @param {{ postgresUrl: string }} settings
 * @returns {Promise<DatabaseTarget>}
 */
export function createDatabaseTarget(kind, settings) {
  return kind === 'pglite' ? createPgliteTarget() : createPostgresTarget(settings.postgresUrl);
}

/** @returns {Promise<DatabaseTarget>} */
async function createPgliteTarget() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ia-bench-pglite-'));
  return {
    kind: 'pglite',
    description: `PGlite in ${dataDir}`,
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    async withSql(work) {
      // The server keeps its PGlite files under DATA_DIR/pglite (apps/server/src/db/open.ts).
      const { PGlite } = await import('@electric-sql/pglite');
      const client = new PGlite(path.join(dataDir, 'pglite'));
      await client.waitReady;
      try {
        return await work({
          kind: 'pglite',
          query: async (text, params = []) =>
            /** @type {Record<string, unknown>[]} */ ((await client.query(text, params)).rows),
        });
      } finally {
        await client.close();
      }
    },
    async dispose() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * @param {string} adminUrl A database on the server to connect to for CREATE/DROP DATABASE.
 * @returns {Promise<DatabaseTarget>}
 */
async function createPostgresTarget(adminUrl) {
  const name = `ia_bench_${process.pid}`;
  const version = await withClient(adminUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
    return (await client.query('show server_version')).rows[0]?.server_version ?? 'unknown';
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  // The server needs no folder on PostgreSQL; an empty one keeps it away from the repository's ./data.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ia-bench-postgres-'));
  return {
    kind: 'postgres',
    description: `PostgreSQL ${version}, database ${name} on ${url.host}`,
    env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    withSql: (work) =>
      withClient(databaseUrl, (client) =>
        work({
          kind: 'postgres',
          query: async (text, params = []) => (await client.query(text, params)).rows,
        }),
      ),
    async dispose() {
      await withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * @template T
 * @param {string} connectionString
 * @param {(client: pg.Client) => Promise<T>} work
 * @returns {Promise<T>}
 */
async function withClient(connectionString, work) {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
