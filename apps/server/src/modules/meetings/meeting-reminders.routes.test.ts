import { randomBytes } from 'node:crypto';
import { count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { prepareDatabase } from '../../db/prepare';
import { sandboxLogin, TEST_POSTGRES_URL, TestClock, testDatabaseKind } from '../../test/helper';
import { messages } from '../messages/messages.table';
import { insertMeeting } from './meetings.fixtures';
import { meetingSubscriptions } from './meetings.table';

const MINUTE = 60_000;
const JOB = 'meeting-reminders';

/**
 * Two app instances on ONE database, as two server processes would be: on PostgreSQL each with
 * its own connection pool (so their job runs really overlap); on PGlite (one process's embedded
 * database) sharing the handle.
 */
async function twoInstances(clock: TestClock): Promise<{
  apps: [FastifyInstance, FastifyInstance];
  database: DatabaseHandle;
  close(): Promise<void>;
}> {
  const config = testConfig();
  const handles: DatabaseHandle[] = [];
  let dropDatabase = async () => {};
  if (testDatabaseKind === 'postgres') {
    const name = `ia_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${name}`;
    handles.push(await openDatabase({ databaseUrl: url.toString() }));
    handles.push(await openDatabase({ databaseUrl: url.toString() }));
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
  } else {
    handles.push(await openDatabase({}));
  }
  const [first, second = first] = handles as [DatabaseHandle, DatabaseHandle?];
  await prepareDatabase(first, config, { seedDemo: false });
  const apps = [
    await buildApp({ config, database: first, now: clock.now }),
    await buildApp({ config, database: second, now: clock.now }),
  ] as [FastifyInstance, FastifyInstance];
  await Promise.all(apps.map((app) => app.ready()));
  return {
    apps,
    database: first,
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      for (const handle of handles) await handle.close();
      await dropDatabase();
    },
  };
}

describe('meeting reminders with two server instances on one database', () => {
  const clock = new TestClock();
  let setup: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    setup = await twoInstances(clock);
  });
  afterAll(() => setup.close());

  /** Signs in `count` consented users on the first instance and subscribes each to every meeting. */
  async function subscribers(total: number, meetingIds: number[]): Promise<number[]> {
    const [app] = setup.apps;
    const ids: number[] = [];
    for (let index = 0; index < total; index++) {
      const login = await sandboxLogin(app, 'consented');
      const viewer = await app.services.sessions.resolve(login.token);
      if (!viewer) throw new Error('sandbox login gave no session');
      ids.push(viewer.user.id);
      for (const meetingId of meetingIds) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/platform/meeting/subscribe',
          headers: login.headers,
          payload: { meeting_id: meetingId },
        });
        expect(response.json()).toMatchObject({ code: 1000 });
      }
    }
    return ids;
  }

  it(`sends exactly one reminder per user per meeting (${testDatabaseKind})`, async () => {
    const { apps, database } = setup;
    const meetingIds: number[] = [];
    for (let index = 0; index < 3; index++) {
      meetingIds.push((await insertMeeting(database.db, clock.now(), { startsInMs: 60 * MINUTE })).id);
    }
    const userIds = await subscribers(20, meetingIds);
    const expected = userIds.length * meetingIds.length;

    clock.advance(45 * MINUTE);
    let claimed = 0;
    for (let round = 0; round < 3; round++) {
      // PostgreSQL: both instances at once, each on its own pool. PGlite: one after the other.
      const results =
        testDatabaseKind === 'postgres'
          ? await Promise.all(apps.map((app) => app.services.jobs.runAll()))
          : [await apps[0].services.jobs.runAll(), await apps[1].services.jobs.runAll()];
      claimed += results.reduce((sum, result) => sum + (result[JOB] ?? 0), 0);
    }
    // Claimed once in all: a second claim of a subscription would show here, before any index guards the messages.
    expect(claimed).toBe(expected);

    const sent = await database.db
      .select({ userId: messages.userId, key: messages.dedupeKey })
      .from(messages)
      .where(eq(messages.title, '会议提醒'));
    expect(sent).toHaveLength(expected);
    const pairs = new Set(sent.map((row) => `${row.userId}|${row.key}`));
    expect(pairs.size).toBe(expected);
    for (const userId of userIds) {
      for (const meetingId of meetingIds)
        expect(pairs.has(`${userId}|meeting:${meetingId}:reminder`)).toBe(true);
    }
    const [unreminded] = await database.db
      .select({ value: count() })
      .from(meetingSubscriptions)
      .where(isNull(meetingSubscriptions.remindedAt));
    expect(unreminded?.value).toBe(0);
  });
});
