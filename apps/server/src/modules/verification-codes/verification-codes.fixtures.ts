import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { type Config, testConfig } from '../../config';
import type { TestApp } from '../../test/helper';

// Fixtures of the verification code API tests (verification-codes*.routes.test.ts).

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** An app on `t`'s database with other provider settings. */
export async function appOn(t: TestApp, config: Partial<Config>): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(config), database: t.database, now: t.clock.now });
  await app.ready();
  return app;
}
