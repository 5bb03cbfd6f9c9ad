import { ErrorCode, type MeetingLiveSnapshot, type MeetingLiveStatus, TypeMap } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { type SignedIn, signIn } from '../../test/sign-in';
import { HOUR, MINUTE, meetingsApi } from './meetings-app.fixtures';

// GET meeting/live-snapshot/{id}: the push's data as one answer, for the phones that poll.
describe.each([
  { cache: 'off', CATALOGUE_CACHE_MS: 0 },
  // As in production: the snapshot is kept serialized and shared, so a comment must drop it.
  { cache: 'on', CATALOGUE_CACHE_MS: 60_000 },
])('the live room polled as one snapshot (shared answers $cache)', ({ CATALOGUE_CACHE_MS }) => {
  let t: TestApp;
  let viewer: SignedIn;
  let author: SignedIn;
  const { call, data, meeting } = meetingsApi(
    () => t,
    () => viewer,
  );
  const snapshot = (meetingId: number, who: SignedIn = viewer) =>
    data<MeetingLiveSnapshot>('GET', `/meeting/live-snapshot/${meetingId}`, who);

  beforeAll(async () => {
    t = await buildTestApp({ config: { CATALOGUE_CACHE_MS } });
    viewer = await signIn(t, 'certified', '张医生');
    author = await signIn(t, 'certified', '王医生');
  });
  afterAll(() => t.close());

  it('answers the live status with the newest comments, a new comment at the next poll', async () => {
    const row = await meeting({ startsInMs: -MINUTE, lengthMs: HOUR });
    const status = await data<MeetingLiveStatus>('GET', `/meeting/live-status/${row.id}`, viewer);
    expect(await snapshot(row.id)).toEqual({ ...status, comments: { total: 0, data: [] } });

    const posted = await data<{ id: number }>('POST', '/comments', author, {
      content_id: row.id,
      type: TypeMap.MEETING,
      content: '请问这个结节的随访间隔？',
    });
    const after = await snapshot(row.id, author);
    expect(after.comment_count).toBe(1);
    // The same for every viewer: the author's own comment is not "mine" here either.
    expect(after.comments).toEqual({
      total: 1,
      data: [
        expect.objectContaining({
          id: posted.id,
          content: '请问这个结节的随访间隔？',
          mine: false,
          zanned: false,
        }),
      ],
    });
  });

  // By time alone: a kept snapshot lives CATALOGUE_CACHE_MS of real time (1 s in production).
  it.runIf(CATALOGUE_CACHE_MS === 0)('says the meeting is over once it is', async () => {
    const row = await meeting({ startsInMs: -MINUTE, lengthMs: HOUR });
    expect((await snapshot(row.id)).state).toBe('live');
    t.clock.advance(2 * HOUR);
    try {
      expect((await snapshot(row.id)).state).toBe('ended');
    } finally {
      t.clock.set(new Date(t.clock.now().getTime() - 2 * HOUR));
    }
  });

  it('refuses as live-status does, in the envelope', async () => {
    const row = await meeting({ startsInMs: -MINUTE, lengthMs: HOUR });
    const anonymous = await call('GET', `/meeting/live-snapshot/${row.id}`, null);
    expect(anonymous).toMatchObject({ status: 401, body: { code: ErrorCode.UNAUTHENTICATED } });
    const unknown = await call('GET', '/meeting/live-snapshot/987654', viewer);
    expect(unknown).toMatchObject({ status: 404 });
    const malformed = await call('GET', '/meeting/live-snapshot/abc', viewer);
    expect(malformed).toMatchObject({ status: 400, body: { code: ErrorCode.VALIDATION_FAILED } });
  });
});
