import type { MeetingList, MeetingSummary } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { type SignedIn, signIn } from '../../test/sign-in';
import { HOUR, meetingsApi } from './meetings-app.fixtures';

// Issue 12: the meeting lists are read once per CATALOGUE_CACHE_MS and shared by every viewer, as
// the content lists are; what a viewer changes, or an operator, shows on the next look.
describe('meeting lists shared between viewers', () => {
  let t: TestApp;
  let doctor: SignedIn;
  let colleague: SignedIn;
  const { data, meeting } = meetingsApi(
    () => t,
    () => doctor,
  );
  const upcoming = (who: SignedIn) =>
    data<MeetingList>('GET', '/meeting?state=upcoming&current=1&pageSize=10', who);
  const home = (who: SignedIn) => data<MeetingSummary[]>('GET', '/home/home-meeting', who);

  beforeAll(async () => {
    // Long enough that only an invalidation, or the clock, can make the lists read again.
    t = await buildTestApp({ config: { CATALOGUE_CACHE_MS: 60_000 } });
    doctor = await signIn(t, 'certified', '张医生');
    colleague = await signIn(t, 'certified', '李医生');
  });
  afterAll(() => t.close());

  it('serves one read to every viewer, each with their own subscriptions, and sees a subscription at once', async () => {
    const first = await meeting({ startsInMs: HOUR });
    expect((await upcoming(doctor)).data.map((row) => row.id)).toEqual([first.id]);
    expect((await home(doctor)).map((row) => row.id)).toEqual([first.id]);

    // Written behind the server's back: the shared pages do not see it yet.
    const second = await meeting({ startsInMs: 2 * HOUR });
    expect((await upcoming(colleague)).data.map((row) => row.id)).toEqual([first.id]);
    expect((await home(colleague)).map((row) => row.id)).toEqual([first.id]);

    // A subscription shows in the subscriber's flag and in everyone's count on the next look.
    await data('POST', '/meeting/subscribe', doctor, { meeting_id: first.id });
    const mine = await upcoming(doctor);
    expect(mine.data.map((row) => [row.id, row.subscribed, row.subscriber_count])).toEqual([
      [first.id, true, 1],
      [second.id, false, 0],
    ]);
    const theirs = await upcoming(colleague);
    expect(theirs.data.map((row) => [row.id, row.subscribed, row.subscriber_count])).toEqual([
      [first.id, false, 1],
      [second.id, false, 0],
    ]);
  });

  it('reads again after an operator edit, and when the clock moves past the lifetime', async () => {
    const [first, second] = (await upcoming(doctor)).data.map((row) => row.id);
    if (first === undefined || second === undefined) throw new Error('the first test lists two meetings');
    const third = await meeting({ startsInMs: 3 * HOUR });
    expect((await upcoming(doctor)).data.map((row) => row.id)).toEqual([first, second]);

    // The console's unpublish drops the shared pages: the next look reads again.
    const { updated_at } = await t.services.meetingsAdmin.get(second);
    await t.services.meetingsAdmin.setPublished(second, { published: false, updated_at });
    expect((await upcoming(doctor)).data.map((row) => row.id)).toEqual([first, third.id]);

    const fourth = await meeting({ startsInMs: 4 * HOUR });
    expect((await upcoming(doctor)).data.map((row) => row.id)).toEqual([first, third.id]);
    t.clock.advance(61_000);
    expect((await upcoming(doctor)).data.map((row) => row.id)).toEqual([first, third.id, fourth.id]);
  });
});
