import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import type { FetchLike } from '../lib/upstream';
import { wechatCredentials } from '../modules/jssdk/wechat-credentials.table';
import { injectFetch } from '../modules/wechat/inject-fetch';
import { createTestDatabase, TestClock } from './helper';

/**
 * Two app instances — two server processes — on one test database, for what must hold across
 * processes (credentials fetched once between them). Both call the upstream (WeChat, WeCom)
 * through `fetch`, which records each path in `calls` and answers through `upstream`: the first
 * instance's own sandbox unless a test swaps it. Each test starts with no calls recorded and no
 * cached credentials.
 */
export class TwoApps {
  readonly clock = new TestClock();
  calls: string[] = [];
  readonly sandbox: FetchLike = injectFetch(() => this.first);
  upstream: FetchLike = this.sandbox;
  readonly fetch: FetchLike = (url, init) => {
    this.calls.push(new URL(url).pathname);
    return this.upstream(url, init);
  };
  private built: { first: FastifyInstance; second: FastifyInstance; database: DatabaseHandle } | null = null;

  get first(): FastifyInstance {
    return this.require().first;
  }
  get second(): FastifyInstance {
    return this.require().second;
  }
  get database(): DatabaseHandle {
    return this.require().database;
  }

  /** Calls made to one upstream path since the test started. */
  count(path: string): number {
    return this.calls.filter((call) => call === path).length;
  }

  async build(): Promise<void> {
    const config = testConfig();
    const database = await createTestDatabase();
    await prepareDatabase(database, config, { seedDemo: false });
    // Two server processes on one database: their only shared state is the database.
    const first = await buildApp({ config, database, now: this.clock.now, fetch: this.fetch });
    const second = await buildApp({ config, database, now: this.clock.now, fetch: this.fetch });
    await Promise.all([first.ready(), second.ready()]);
    this.built = { first, second, database };
  }

  async close(): Promise<void> {
    if (!this.built) return;
    await this.built.first.close();
    await this.built.second.close();
    await this.built.database.close();
  }

  private require() {
    if (!this.built) throw new Error('TwoApps is built in beforeAll: use it inside a test');
    return this.built;
  }
}

/** Registers the hooks of a TwoApps in the calling describe block and answers it. */
export function twoAppsOnOneDatabase(): TwoApps {
  const apps = new TwoApps();
  beforeAll(() => apps.build());
  afterAll(() => apps.close());
  beforeEach(async () => {
    apps.upstream = apps.sandbox;
    apps.calls = [];
    await apps.database.db.delete(wechatCredentials);
  });
  return apps;
}
