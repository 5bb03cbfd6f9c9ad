import type { MedalWall } from '@ia/shared';
import { and, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/helper';
import type { SignedIn } from '../../test/sign-in';
import { insertCampaign } from '../campaigns/campaigns.fixtures';
import { insertContent, insertLesson } from '../content/content.fixtures';
import { learnLogs } from '../learning/learning.table';
import { insertMeeting } from '../meetings/meetings.fixtures';
import { messages } from '../messages/messages.table';
import { certificatePrograms, medals } from './achievements.table';

// Fixtures of the medals and certificates API tests (achievements-*.routes.test.ts): the medals,
// programmes, contents, meetings and console operators they start from, and request helpers.

export const DAY = 86_400_000;
const PASSWORD = 'Correct-Horse-42';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface AchievementsWorld {
  campaignId: number;
  courseId: number;
  meetingIds: number[];
  seriesProgramId: number;
  meetingsProgramId: number;
}

/** Writes the medals (their ids into `medalIds`, by name), programmes, contents, meetings and operators. */
export async function seedAchievements(
  t: TestApp,
  medalIds: Record<string, number>,
): Promise<AchievementsWorld> {
  let campaignId = 0;
  let courseId = 0;
  let meetingIds: number[] = [];
  let seriesProgramId = 0;
  let meetingsProgramId = 0;
  const db = t.database.db;
  const now = t.clock.now();
  const campaign = await insertCampaign(db, { endAt: new Date(now.getTime() + DAY) });
  campaignId = campaign.id;
  const rows = await db
    .insert(medals)
    .values([
      { name: '病例新秀', criterion: 'cases_read', threshold: 1, status: 1, sort: 1 },
      { name: '学习达人', criterion: 'learning_minutes', threshold: 600, status: 1, sort: 2 },
      { name: '连续签到 7 天', criterion: 'streak_days', threshold: 7, status: 1, sort: 3 },
      { name: '参会达人', criterion: 'meetings_attended', threshold: 2, status: 1, sort: 4 },
      { name: '活动之星', criterion: 'campaign_rank', threshold: 3, campaignId, status: 1, sort: 5 },
      { name: '草稿勋章', criterion: 'cases_read', threshold: 1, status: 0, sort: 6 },
    ])
    .returning();
  for (const row of rows) medalIds[row.name] = row.id;

  const course = await insertContent(db, { contentType: 2, durationSeconds: 20, title: '对比剂安全入门' });
  courseId = course.id;
  const lesson = await insertLesson(db, [course.id], { title: '影像学院入门' });
  const meetingA = await insertMeeting(db, now, { startsInMs: -3 * DAY });
  const meetingB = await insertMeeting(db, now, { startsInMs: -2 * DAY });
  meetingIds = [meetingA.id, meetingB.id];
  const programs = await db
    .insert(certificatePrograms)
    .values([
      { name: '影像学院入门证书', kind: 'series', lessonId: lesson.id, status: 1 },
      { name: '学术会议参会证书', kind: 'meetings', meetingIds, minMeetingMinutes: 1, status: 1 },
    ])
    .returning();
  seriesProgramId = programs[0]?.id ?? 0;
  meetingsProgramId = programs[1]?.id ?? 0;

  for (const [username, role] of [
    ['editor', 'content_editor'],
    ['admin', 'administrator'],
    ['reviewer', 'reviewer'],
  ] as const) {
    await t.services.adminAuth.createOperator({ username, password: PASSWORD, role });
  }
  return { campaignId, courseId, meetingIds, seriesProgramId, meetingsProgramId };
}

/** Request helpers; `t` is called on each use, so the app may be built later (in `beforeAll`). */
export function achievementsApi(t: () => TestApp, medalIds: Record<string, number>) {
  const cookies: Record<string, string> = {};

  const call = async <T>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    who: SignedIn | null,
    payload?: object,
  ): Promise<Envelope<T>> => {
    const response = await t().app.inject({
      method,
      url: `/api/platform${url}`,
      headers: who?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
    return response.json() as Envelope<T>;
  };
  const data = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, who: SignedIn, payload?: object) => {
    const body = await call<T>(method, url, who, payload);
    expect(body, `${method} ${url}: ${body.msg}`).toMatchObject({ code: 1000 });
    return body.data;
  };
  // Signs in at each call: the tests move the clock past a console session's lifetime.
  const signInOperator = async (username: string) => {
    const login = await t().app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { username, password: PASSWORD },
    });
    return `ia_admin=${login.cookies.find((c) => c.name === 'ia_admin')?.value}`;
  };
  const admin = async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    operator: string,
    payload?: object,
  ) => {
    cookies[operator] = await signInOperator(operator);
    const response = await t().app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { cookie: cookies[operator] ?? '' },
      ...(payload ? { payload } : {}),
    });
    return response.json() as Envelope<T>;
  };
  const messagesOf = async (userId: number, category: string) => {
    const [row] = await t()
      .database.db.select({ total: count() })
      .from(messages)
      .where(and(eq(messages.userId, userId), eq(messages.category, category)));
    return row?.total ?? 0;
  };
  const readCase = (userId: number, contentId: number) =>
    t()
      .database.db.insert(learnLogs)
      .values({ userId, contentId, type: 2, actionType: 'VIEW', createdAt: t().clock.now() });
  const medalOf = (wall: MedalWall, name: string) => {
    const medal = wall.data.find((row) => row.id === medalIds[name]);
    if (!medal) throw new Error(`medal ${name} missing from the wall`);
    return medal;
  };
  return { call, data, signInOperator, admin, messagesOf, readCase, medalOf };
}
