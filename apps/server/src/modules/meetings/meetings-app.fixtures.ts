import type { MeetingDetail } from '@ia/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/helper';
import type { SignedIn } from '../../test/sign-in';
import { messages } from '../messages/messages.table';
import { insertMeeting } from './meetings.fixtures';

// Fixtures of the meetings app API tests (meetings.routes.test.ts, meetings-viewing.routes.test.ts):
// request helpers over the platform API.

const PLATFORM = '/api/platform';
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const PLAYBACK_URL = '/media/demo/imaging-basics/index.m3u8';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * Request helpers; `t` is called on each use, so the app may be built later (in `beforeAll`), and
 * `me` is who `detail` asks as when not told.
 */
export function meetingsApi(t: () => TestApp, me: () => SignedIn) {
  const call = async <T = unknown>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    who: SignedIn | null,
    payload?: object,
  ) => {
    const response = await t().app.inject({
      method,
      url: `${PLATFORM}${url}`,
      headers: who?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() as Envelope<T> };
  };
  const data = async <T>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    who: SignedIn | null,
    payload?: object,
  ) => {
    const { body } = await call<T>(method, url, who, payload);
    expect(body, `${method} ${url}`).toMatchObject({ code: 1000 });
    return body.data;
  };
  const detail = (id: number, who: SignedIn = me()) => data<MeetingDetail>('GET', `/meeting/${id}`, who);
  const meeting = (options: { startsInMs?: number; lengthMs?: number } = {}, values = {}) =>
    insertMeeting(t().database.db, t().clock.now(), options, values);
  const beat = (
    who: SignedIn,
    meetingId: number,
    session: string,
    fields: { sequence: number; total_tims: number; position?: number },
  ) =>
    call<{
      counted: boolean;
      added: number;
      time_type: number;
      live_tims: number;
      playback_tims: number;
      total_tims: number;
      position: number;
      watching_now: number;
    }>('POST', '/score-log/meetingview', who, {
      session_num: session,
      content_id: meetingId,
      type: 4,
      action_type: 'MEETING_VIEW',
      ...fields,
    });
  const messagesOf = (userId: number) =>
    t().database.db.select().from(messages).where(eq(messages.userId, userId));
  return { call, data, detail, meeting, beat, messagesOf };
}
