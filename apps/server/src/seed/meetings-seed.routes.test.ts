import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatDateTime, type MeetingDetail, type MeetingList, type MeetingSummary } from '@ia/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../config';
import { homeSections } from '../modules/content/content.table';
import { meetings } from '../modules/meetings/meetings.table';
import { buildTestApp, type TestApp, TestClock } from '../test/helper';
import { type SignedIn, signIn } from '../test/sign-in';
import {
  DEMO_LIVE_MEETING_TITLE,
  DEMO_LIVE_URL,
  DEMO_UPCOMING_MEETING_TITLE,
  seedMeetings,
  tomorrowEveningShanghai,
} from './meetings-seed';

const DAY = 86_400_000;

describe('meetings demo seed', () => {
  let t: TestApp;
  let viewer: SignedIn;
  beforeAll(async () => {
    // The seed runs on the real clock, so the app reads it on the real clock too.
    t = await buildTestApp({ seedDemo: true, clock: new TestClock(new Date()) });
    viewer = await signIn(t, 'certified');
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, who: SignedIn | null = viewer) => {
    const response = await t.app.inject({ url: `/api/platform${url}`, headers: who?.headers ?? {} });
    return response.json() as { code: number; msg: string; data: T };
  };
  const byTitle = async (title: string) => {
    const list = (await get<MeetingList>('/meeting?pageSize=100')).data;
    const found = list.data.find((item) => item.title === title);
    if (!found) throw new Error(`no seeded meeting ${title}`);
    return found;
  };

  it('seeds one live, one upcoming, playbacks, a cancelled and a certified-only meeting', async () => {
    const list = (await get<MeetingList>('/meeting?pageSize=100')).data;
    const states = list.data.map((item) => item.state).sort();
    expect(states).toEqual(['cancelled', 'live', 'playback', 'playback', 'playback', 'upcoming']);
    expect(list.data.filter((item) => item.audience === 'certified')).toHaveLength(1);
    const upcoming = await byTitle(DEMO_UPCOMING_MEETING_TITLE);
    expect(formatDateTime(upcoming.start_at).endsWith(' 19:30')).toBe(true);
    expect(new Date(upcoming.start_at).getTime()).toBeGreaterThan(Date.now());
    const home = (await get<MeetingSummary[]>('/home/home-meeting')).data;
    expect(home[0]?.title).toBe(DEMO_LIVE_MEETING_TITLE);
    const [section] = await t.database.db
      .select()
      .from(homeSections)
      .where(eq(homeSections.kind, 'meetings'));
    expect(section).toMatchObject({ enabled: true, moreLink: '/meeting' });
  });

  it('plays the live meeting over the simulated live stream', async () => {
    const live = await get<MeetingDetail>(`/meeting/${(await byTitle(DEMO_LIVE_MEETING_TITLE)).id}`);
    expect(live.data).toMatchObject({ state: 'live', live_url: DEMO_LIVE_URL });
    expect(live.data.viewing?.session_num).toEqual(expect.any(String));
    const playlist = await t.app.inject({ url: DEMO_LIVE_URL });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toContain('#EXT-X-MEDIA-SEQUENCE:');
  });

  it('points every cover and recording at a committed media file, with chapters', async () => {
    const rows = await t.database.db.select().from(meetings);
    for (const row of rows.filter((meeting) => meeting.playbackUrl)) {
      expect(row.chapters.length).toBeGreaterThan(0);
      expect(row.playbackDuration).toBeGreaterThan(0);
    }
    const paths = rows
      .flatMap((row) => [row.cover, row.playbackUrl])
      .filter((value): value is string => !!value);
    expect(paths.length).toBeGreaterThan(rows.length);
    for (const mediaPath of paths) {
      const file = path.join(serverRoot, 'demo-media', mediaPath.slice('/media/demo/'.length));
      expect(existsSync(file), file).toBe(true);
    }
  });

  it('keeps the certified-only meeting from members who are not certified', async () => {
    const trial = await signIn(t, 'trial');
    const certifiedOnly = (await get<MeetingList>('/meeting?pageSize=100')).data.data.find(
      (item) => item.audience === 'certified',
    );
    expect((await get(`/meeting/${certifiedOnly?.id}`, trial)).code).toBe(40304);
  });

  it('changes nothing when run again, and re-anchors the live and upcoming meetings once their time has passed', async () => {
    const before = await t.database.db.select({ total: count() }).from(meetings);
    expect(await seedMeetings(t.database.db, new Date())).toEqual([]);
    const later = new Date(Date.now() + 2 * DAY);
    const done = await seedMeetings(t.database.db, later);
    expect(done).toHaveLength(2);
    expect(await t.database.db.select({ total: count() }).from(meetings)).toEqual(before);
    const [live] = await t.database.db
      .select()
      .from(meetings)
      .where(eq(meetings.title, DEMO_LIVE_MEETING_TITLE));
    expect(live?.startAt.getTime()).toBe(later.getTime() - 20 * 60_000);
    expect(live?.endAt.getTime()).toBe(later.getTime() + 3 * 3_600_000);
    const [upcoming] = await t.database.db
      .select()
      .from(meetings)
      .where(eq(meetings.title, DEMO_UPCOMING_MEETING_TITLE));
    expect(upcoming?.startAt).toEqual(tomorrowEveningShanghai(later));
    expect(await seedMeetings(t.database.db, later)).toEqual([]);
  });
});

/** Every agenda step's `HH:mm-HH:mm` lies within the meeting's own China-time span. */
function expectAgendaInside(row: { startAt: Date; endAt: Date; agenda: { time: string }[] }) {
  const start = formatDateTime(row.startAt);
  const end = formatDateTime(row.endAt);
  const day = start.slice(0, 11);
  expect(row.agenda.length).toBeGreaterThan(0);
  for (const step of row.agenda) {
    const [from, to] = step.time.split('-');
    // A meeting that crosses midnight counts its later steps on the next day.
    const at = (clock: string | undefined) => {
      const candidate = `${day}${clock}`;
      return candidate < start ? `${end.slice(0, 11)}${clock}` : candidate;
    };
    expect(at(from) >= start && at(to) <= end, `${step.time} within ${start}–${end}`).toBe(true);
  }
}

describe('the demo meetings’ agendas (issue 16)', () => {
  it('lie within each meeting’s own times, and move with the live and upcoming meetings', async () => {
    const t = await buildTestApp({ seedDemo: true, clock: new TestClock(new Date()) });
    try {
      const rows = await t.database.db.select().from(meetings);
      for (const row of rows.filter((meeting) => meeting.agenda.length > 0)) expectAgendaInside(row);
      const live = rows.find((row) => row.title === DEMO_LIVE_MEETING_TITLE);
      expect(live?.agenda[0]?.time.slice(0, 5)).toBe(formatDateTime(live?.startAt ?? new Date()).slice(-5));
      await seedMeetings(t.database.db, new Date(Date.now() + 2 * DAY + 7 * 60_000));
      for (const row of await t.database.db.select().from(meetings)) {
        if (row.agenda.length > 0) expectAgendaInside(row);
      }
    } finally {
      await t.close();
    }
  });
});

describe('tomorrowEveningShanghai', () => {
  it('is 19:30 China time on the next Shanghai calendar day', () => {
    // 23:00 UTC on 31 May is already 1 June in Shanghai: tomorrow there is 2 June.
    expect(tomorrowEveningShanghai(new Date('2026-05-31T23:00:00Z')).toISOString()).toBe(
      '2026-06-02T11:30:00.000Z',
    );
    expect(tomorrowEveningShanghai(new Date('2026-05-31T10:00:00Z')).toISOString()).toBe(
      '2026-06-01T11:30:00.000Z',
    );
  });
});
