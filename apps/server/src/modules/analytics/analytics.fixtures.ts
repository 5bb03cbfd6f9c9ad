import { chinaDateTime } from '@ia/shared';
import {
  campaignContents,
  campaignParticipants,
  campaignSections,
  campaigns,
  certificationSubmissions,
  consentRecords,
  contents,
  learningProgress,
  learnLogs,
  meetingAttendance,
  meetingSubscriptions,
  meetings,
  pointsLedger,
  users,
} from '../../db/schema';
import type { TestApp } from '../../test/helper';

// A hand-counted week of activity for the analytics tests (analytics.routes.test.ts states every
// figure it leads to). Days are China days: D1 = 2026-03-09 (a Monday), D2 = 2026-03-10.

const D0 = '2026-03-08';
export const D1 = '2026-03-09';
export const D2 = '2026-03-10';
/** The clock of the tests: D2 at 18:00 China time. */
export const NOW = chinaDateTime(D2, 18);
const hours = (day: string, hour: number, minute = 0) => chinaDateTime(day, hour, minute);
const HOUR = 3_600_000;
const base = hours(D1, 0);
const after = (h: number) => new Date(base.getTime() + h * HOUR);

export interface AnalyticsFixture {
  videoId: number;
  articleId: number;
  meetingId: number;
  campaignId: number;
  users: { u1: number; u2: number; u3: number; u4: number };
}

/** Writes the fixture straight into the tables the heartbeat writers and the features fill. */
export async function seedAnalyticsFixture(t: TestApp): Promise<AnalyticsFixture> {
  const db = t.database.db;
  const [video, article] = await db
    .insert(contents)
    .values([
      { listType: 1, contentType: 1, title: '肺结节 CT 随访', durationSeconds: 600, status: 1 },
      // A title a spreadsheet would run as a formula: the CSV must neutralise it.
      { listType: 2, contentType: 2, title: '=SUM(1) 病例讨论', durationSeconds: 300, status: 1 },
    ])
    .returning({ id: contents.id });
  if (!video || !article) throw new Error('contents not created');
  const userRows = await db
    .insert(users)
    .values([
      // u1: logs in D1 00:00, registers +12 h, consents +24 h, certified +36 h.
      {
        kind: 'member',
        name: '王医生',
        hospitalName: '协和医院',
        department: 'radiology',
        title: 'chief_physician',
        provinceCode: '11',
        createdAt: after(0),
        registeredAt: after(12),
        certifiedAt: after(36),
      },
      // u2: logs in +1 h, registers +25 h, consents at once, waits for certification.
      {
        kind: 'member',
        name: '李医生',
        hospitalName: '华山医院',
        department: 'radiology',
        title: 'physician',
        provinceCode: '31',
        createdAt: after(1),
        registeredAt: after(25),
      },
      // u3: logs in +2 h and never registers (still learns: the trial is for the registered; the log is what counts).
      { kind: null, name: '=cmd|calc', createdAt: after(2), department: 'ultrasound', provinceCode: '31' },
      // u4: logged in and registered in January, never consented: the trial expired uncertified.
      {
        kind: 'member',
        name: '赵医生',
        createdAt: hours('2026-01-01', 10),
        registeredAt: hours('2026-01-02', 10),
      },
    ])
    .returning({ id: users.id });
  const [u1, u2, u3, u4] = userRows.map((row) => row.id) as [number, number, number, number];

  await db.insert(consentRecords).values([
    {
      userId: u1,
      openid: 'o-u1',
      documentCode: 'privacy',
      documentVersion: 1,
      commitHash: 'h',
      action: 'grant',
      createdAt: after(24),
    },
    {
      userId: u2,
      openid: 'o-u2',
      documentCode: 'privacy',
      documentVersion: 1,
      commitHash: 'h',
      action: 'grant',
      createdAt: after(25),
    },
    {
      userId: u2,
      openid: 'o-u2',
      documentCode: 'terms',
      documentVersion: 1,
      commitHash: 'h',
      action: 'grant',
      createdAt: after(25),
    },
  ]);
  const submission = {
    hospitalName: '医院',
    department: 'radiology',
    title: 'physician',
    licenceNumber: 'L1',
  };
  await db.insert(certificationSubmissions).values([
    {
      ...submission,
      userId: u1,
      name: '王医生',
      status: 'approved',
      createdAt: after(20),
      reviewedAt: after(36),
    },
    { ...submission, userId: u2, name: '李医生', status: 'pending', createdAt: after(26) },
  ]);

  // Learning logs. Video (600 s): u1 on D1 reaches 240 s (tenth 4); u2 opens it on D1 and leaves
  // (tenth 0), then on D2 watches 570 s (tenth 9) and finishes (95 %). Article: u3 on D0 and D2.
  const log = (
    userId: number,
    contentId: number,
    session: string,
    sequence: number,
    seconds: number,
    position: number,
    at: Date,
  ) => ({
    userId,
    contentId,
    type: 1,
    actionType: sequence === 0 ? 'VIEW' : 'LEARN',
    totalSeconds: seconds,
    position,
    clientSessionId: session,
    sequence,
    createdAt: at,
  });
  await db
    .insert(learnLogs)
    .values([
      log(u1, video.id, 'a1', 0, 0, 0, hours(D1, 9)),
      log(u1, video.id, 'a1', 1, 120, 120, hours(D1, 9, 2)),
      log(u1, video.id, 'a1', 2, 120, 240, hours(D1, 9, 4)),
      log(u2, video.id, 'a2', 0, 0, 0, hours(D1, 20)),
      log(u2, video.id, 'a3', 0, 0, 0, hours(D2, 8)),
      log(u2, video.id, 'a3', 1, 300, 300, hours(D2, 8, 5)),
      log(u2, video.id, 'a3', 2, 270, 570, hours(D2, 8, 10)),
      log(u3, article.id, 'b0', 0, 0, 0, hours(D0, 21)),
      log(u3, article.id, 'b0', 1, 30, 20, hours(D0, 21, 1)),
      log(u3, article.id, 'b1', 0, 0, 0, hours(D2, 7)),
      log(u3, article.id, 'b1', 1, 60, 50, hours(D2, 7, 1)),
    ]);
  await db.insert(learningProgress).values([
    { userId: u1, contentId: video.id, type: 1, totalSeconds: 240, position: 240 },
    {
      userId: u2,
      contentId: video.id,
      type: 1,
      totalSeconds: 570,
      position: 570,
      finishedAt: hours(D2, 8, 10),
    },
    { userId: u3, contentId: article.id, type: 2, totalSeconds: 90, position: 50 },
  ]);

  // A live meeting on D2 10:00–11:00: live heartbeats at 10:00 (u1, u2), 10:01 (u1, u2, u3; u3 twice),
  // 10:02 (u1); u3 watches the playback at 12:00. u1 and u4 subscribed.
  const [meeting] = await db
    .insert(meetings)
    .values({ title: '胸部影像直播', startAt: hours(D2, 10), endAt: hours(D2, 11), status: 1 })
    .returning({ id: meetings.id });
  if (!meeting) throw new Error('meeting not created');
  const beat = (userId: number, sequence: number, at: Date, timeType: 1 | 2, seconds = 15) => ({
    userId,
    contentId: meeting.id,
    type: 4,
    actionType: 'MEETING_VIEW',
    timeType,
    totalSeconds: seconds,
    clientSessionId: `m${userId}`,
    sequence,
    createdAt: at,
  });
  await db
    .insert(learnLogs)
    .values([
      beat(u1, 1, hours(D2, 10, 0), 1, 30),
      beat(u2, 1, hours(D2, 10, 0), 1, 15),
      beat(u1, 2, hours(D2, 10, 1), 1, 15),
      beat(u2, 2, hours(D2, 10, 1), 1, 15),
      beat(u3, 1, new Date(hours(D2, 10, 1).getTime()), 1, 15),
      beat(u3, 2, new Date(hours(D2, 10, 1).getTime() + 15_000), 1, 15),
      beat(u1, 3, hours(D2, 10, 2), 1, 15),
      beat(u3, 3, hours(D2, 12), 2, 60),
    ]);
  await db.insert(meetingAttendance).values([
    { meetingId: meeting.id, userId: u1, liveSeconds: 60, firstSeenAt: hours(D2, 10) },
    { meetingId: meeting.id, userId: u2, liveSeconds: 30, firstSeenAt: hours(D2, 10) },
    {
      meetingId: meeting.id,
      userId: u3,
      liveSeconds: 30,
      playbackSeconds: 60,
      firstSeenAt: hours(D2, 10, 1),
    },
  ]);
  await db.insert(meetingSubscriptions).values([
    { meetingId: meeting.id, userId: u1 },
    { meetingId: meeting.id, userId: u4 },
  ]);

  // A campaign D1..D2+10: section 1 holds both contents, section 2 only the video. u1 and u2
  // join on D1; u2 finished the video on D2 (5 points), so section 2 has one completer, section 1 none.
  const [campaign] = await db
    .insert(campaigns)
    .values({ title: '影像打卡月', startAt: hours(D1, 0), endAt: hours('2026-03-20', 0), status: 1 })
    .returning({ id: campaigns.id });
  if (!campaign) throw new Error('campaign not created');
  const [s1, s2] = await db
    .insert(campaignSections)
    .values([
      { campaignId: campaign.id, title: '基础', sort: 1 },
      { campaignId: campaign.id, title: '进阶', sort: 2 },
    ])
    .returning({ id: campaignSections.id });
  if (!s1 || !s2) throw new Error('sections not created');
  await db.insert(campaignContents).values([
    { campaignId: campaign.id, sectionId: s1.id, contentId: video.id, points: 5 },
    { campaignId: campaign.id, sectionId: s1.id, contentId: article.id },
    { campaignId: campaign.id, sectionId: s2.id, contentId: video.id, points: 5 },
  ]);
  await db.insert(campaignParticipants).values([
    { campaignId: campaign.id, userId: u1, joinedAt: hours(D1, 8) },
    { campaignId: campaign.id, userId: u2, joinedAt: hours(D1, 8) },
  ]);
  await db.insert(pointsLedger).values({
    userId: u2,
    points: 5,
    reason: '学习「肺结节 CT 随访」',
    sourceKey: `campaign:${campaign.id}:content:1`,
    campaignId: campaign.id,
    createdAt: hours(D2, 8, 10),
  });
  return {
    videoId: video.id,
    articleId: article.id,
    meetingId: meeting.id,
    campaignId: campaign.id,
    users: { u1, u2, u3, u4 },
  };
}
