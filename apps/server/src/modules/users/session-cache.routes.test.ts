import { ErrorCode, PLATFORM_PREFIX } from '@ia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/tokens';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { sessions } from './users.table';

// Signed-in requests resolve their session from the process's cache (ViewerCache). These are the
// changes a user could notice if the cache served them late: each must hold on the very next request.

describe('the session cache forgets what changed, before the next request', () => {
  let t: TestApp;
  const get = (url: string, authorization: string) =>
    t.app.inject({ url: `${PLATFORM_PREFIX}${url}`, headers: { authorization } });

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a token rotated away, and serves the new one', async () => {
    const viewer = await sandboxLogin(t.app, 'certified');
    const old = viewer.headers.authorization;
    // Twice: the second answer comes from the cache.
    expect((await get('/meeting/my-meeting', old)).statusCode).toBe(200);
    expect((await get('/meeting/my-meeting', old)).statusCode).toBe(200);

    const rotated = await get(`/token?openid=${encodeURIComponent(viewer.openid)}`, old);
    expect(rotated.json()).toMatchObject({ code: 1000 });
    const fresh = `Bearer ${rotated.json().data.token as string}`;

    const refused = await get('/meeting/my-meeting', old);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: ErrorCode.UNAUTHENTICATED });
    expect((await get('/meeting/my-meeting', fresh)).statusCode).toBe(200);
  });

  it('stops a doctor who withdrew consent on the next request', async () => {
    const viewer = await sandboxLogin(t.app, 'certified');
    const token = viewer.headers.authorization;
    expect((await get('/meeting/my-meeting', token)).statusCode).toBe(200);
    expect((await get('/meeting/my-meeting', token)).statusCode).toBe(200);

    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `${PLATFORM_PREFIX}/consent/withdraw`,
      headers: { authorization: token },
      payload: { confirm: true },
    });
    expect(withdrawn.json()).toMatchObject({ code: 1000 });

    const stopped = await get('/meeting/my-meeting', token);
    expect(stopped.statusCode).toBe(403);
    expect(stopped.json()).toMatchObject({ code: ErrorCode.CONSENT_REQUIRED });
  });

  it('answers sessions looked up together each with its own doctor, and refuses a revoked one among them', async () => {
    const viewers = await Promise.all([1, 2, 3, 4].map(() => sandboxLogin(t.app, 'certified')));
    const userIdOf = async (token: string) => {
      const [row] = await t.database.db
        .select({ userId: sessions.userId })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      return row?.userId;
    };
    const revoked = viewers[2]?.token ?? '';
    // Revoked before this process ever looked it up: only the database can refuse it.
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(revoked)));
    const expected = await Promise.all(
      viewers.map(async ({ token }) => (token === revoked ? 401 : await userIdOf(token))),
    );

    // Sent at once, the four lookups are read by one statement.
    const answers = await Promise.all(
      viewers.map((viewer) => get('/member/me', viewer.headers.authorization)),
    );
    expect(
      answers.map((answer) => (answer.statusCode === 200 ? answer.json().data.id : answer.statusCode)),
    ).toEqual(expected);
  });
  // Certification: certification-review.routes.test.ts asks a learning route before and after the
  // console approves (40303, then allowed), on the same token.
});
