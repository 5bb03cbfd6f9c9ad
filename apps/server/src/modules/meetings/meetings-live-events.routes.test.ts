import type { AddressInfo } from 'node:net';
import { ErrorCode, type MeetingLiveStatus, TypeMap } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { type SignedIn, signIn } from '../../test/sign-in';
import type { LiveSnapshot } from './live-room';
import { HOUR, MINUTE, meetingsApi } from './meetings-app.fixtures';

/** One open push stream read by hand: its parsed events as they come. */
async function openStream(base: string, meetingId: number, who: SignedIn | null) {
  const abort = new AbortController();
  const response = await fetch(`${base}/api/platform/meeting/live-events/${meetingId}`, {
    headers: { accept: 'text/event-stream', ...(who?.headers ?? {}) },
    signal: abort.signal,
  });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  /** The next `live` event's data (skipping retry lines and pings); fails after `ms`. */
  const nextLive = async (ms = 5000): Promise<{ id: string; data: LiveSnapshot }> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const end = buffered.indexOf('\n\n');
      if (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const fields = new Map(
          block
            .split('\n')
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
        );
        if (fields.get('event') === 'live') {
          return {
            id: fields.get('id') ?? '',
            data: JSON.parse(fields.get('data') ?? 'null') as LiveSnapshot,
          };
        }
        continue;
      }
      if (!reader || Date.now() > deadline) throw new Error('no live event in time');
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no live event in time')), ms)),
      ]);
      if (chunk.done) throw new Error('the stream ended');
      buffered += decoder.decode(chunk.value, { stream: true });
    }
  };
  return { response, nextLive, close: () => abort.abort() };
}

describe('the live room pushed over Server-Sent Events', () => {
  let t: TestApp;
  let base: string;
  let viewer: SignedIn;
  let author: SignedIn;
  const { call, data, meeting } = meetingsApi(
    () => t,
    () => viewer,
  );

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    viewer = await signIn(t, 'certified', '张医生');
    author = await signIn(t, 'certified', '王医生');
  });
  afterAll(() => t.close());

  it('sends the live status and the newest comments at once, then a comment as it is written', async () => {
    const row = await meeting({ startsInMs: -MINUTE, lengthMs: HOUR });
    const stream = await openStream(base, row.id, viewer);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    try {
      const first = await stream.nextLive();
      const status = await data<MeetingLiveStatus>('GET', `/meeting/live-status/${row.id}`, viewer);
      expect(first.data).toMatchObject({ ...status, comments: { total: 0, data: [] } });

      const posted = await data<{ id: number }>('POST', '/comments', author, {
        content_id: row.id,
        type: TypeMap.MEETING,
        content: '请问这个结节的随访间隔？',
      });
      const next = await stream.nextLive();
      expect(Number(next.id)).toBeGreaterThan(Number(first.id));
      expect(next.data.comment_count).toBe(1);
      // Not personal: the author's own comment is not "mine" in the push.
      expect(next.data.comments.data).toEqual([
        expect.objectContaining({
          id: posted.id,
          content: '请问这个结节的随访间隔？',
          mine: false,
          zanned: false,
        }),
      ]);
    } finally {
      stream.close();
    }
  });

  it('sends the last state and closes the stream once the meeting is over', async () => {
    const row = await meeting({ startsInMs: -MINUTE, lengthMs: HOUR });
    const stream = await openStream(base, row.id, viewer);
    try {
      expect((await stream.nextLive()).data.state).toBe('live');
      t.clock.advance(2 * HOUR);
      expect((await stream.nextLive()).data.state).toBe('ended');
      await expect(stream.nextLive(3000)).rejects.toThrow(/ended|in time/);
    } finally {
      stream.close();
      t.clock.set(new Date(t.clock.now().getTime() - 2 * HOUR));
    }
  });

  it('refuses before the stream starts, in the envelope', async () => {
    const row = await meeting({ startsInMs: -MINUTE, lengthMs: HOUR });
    const anonymous = await call('GET', `/meeting/live-events/${row.id}`, null);
    expect(anonymous).toMatchObject({ status: 401, body: { code: ErrorCode.UNAUTHENTICATED } });
    const unknown = await call('GET', '/meeting/live-events/987654', viewer);
    expect(unknown).toMatchObject({ status: 404 });
    const malformed = await call('GET', '/meeting/live-events/abc', viewer);
    expect(malformed).toMatchObject({ status: 400, body: { code: ErrorCode.VALIDATION_FAILED } });
  });
});
