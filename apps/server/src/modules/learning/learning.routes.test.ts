import { ErrorCode } from '@ia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { users } from '../users/users.table';
import { learnLogs } from './learning.table';

describe('GET /api/platform/learn-log (the free-trial gate)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("lists a trial user's own records, newest first, paged", async () => {
    const trial = await sandboxLogin(t.app, 'trial');
    const other = await sandboxLogin(t.app, 'certified');
    const me = await t.app.inject({ method: 'GET', url: '/api/platform/learn-log', headers: trial.headers });
    expect(me.json()).toMatchObject({ code: 1000, data: { total: 0, data: [] } });

    const userIdOf = async (headers: { authorization: string }) => {
      const viewer = await t.services.sessions.resolve(headers.authorization.slice('Bearer '.length));
      if (!viewer) throw new Error('no viewer');
      return viewer.user.id;
    };
    const myId = await userIdOf(trial.headers);
    await t.database.db.insert(learnLogs).values([
      {
        userId: myId,
        contentId: 7,
        type: 1,
        actionType: 'LEARN',
        totalSeconds: 15,
        createdAt: new Date('2026-05-01T00:00:00Z'),
      },
      {
        userId: myId,
        contentId: 8,
        type: 1,
        actionType: 'LEARN',
        totalSeconds: 30,
        finish: 1,
        createdAt: new Date('2026-05-02T00:00:00Z'),
      },
      { userId: await userIdOf(other.headers), contentId: 9, type: 1, actionType: 'VIEW' },
    ]);
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/platform/learn-log?current=1&pageSize=1',
      headers: trial.headers,
    });
    expect(page.json().data).toMatchObject({
      total: 2,
      data: [{ content_id: 8, total_tims: 30, finish: 1 }],
    });
  });

  it('refuses a user whose 30-day trial is over, with its own code', async () => {
    const expired = await sandboxLogin(t.app, 'trial_expired');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/platform/learn-log',
      headers: expired.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: ErrorCode.TRIAL_EXPIRED, data: null });
  });

  it('refuses a trial user from day 30 after registration, and never a certified user or staff', async () => {
    const trial = await sandboxLogin(t.app, 'trial');
    const certified = await sandboxLogin(t.app, 'certified');
    const staff = await sandboxLogin(t.app, 'staff');
    const viewer = await t.services.sessions.resolve(trial.token);
    if (!viewer) throw new Error('no viewer');
    const thirtyDaysAgo = new Date(t.clock.now().getTime() - 30 * 86_400_000);
    await t.database.db
      .update(users)
      .set({ registeredAt: thirtyDaysAgo })
      .where(eq(users.id, viewer.user.id));

    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/platform/learn-log',
      headers: trial.headers,
    });
    expect(refused.json().code).toBe(ErrorCode.TRIAL_EXPIRED);
    await t.database.db
      .update(users)
      .set({ registeredAt: new Date(thirtyDaysAgo.getTime() + 60_000) })
      .where(eq(users.id, viewer.user.id));
    const lastMinute = await t.app.inject({
      method: 'GET',
      url: '/api/platform/learn-log',
      headers: trial.headers,
    });
    expect(lastMinute.json().code).toBe(1000);
    for (const allowed of [certified, staff]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/platform/learn-log',
        headers: allowed.headers,
      });
      expect(response.json().code).toBe(1000);
    }
  });
});
