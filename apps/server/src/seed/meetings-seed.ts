import { addChinaDays, chinaDateTime, chinaDay, formatDateTime } from '@ia/shared';
import { and, count, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { courseCategories } from '../modules/categories/categories.table';
import { homeSections, tags } from '../modules/content/content.table';
import { MeetingStatus } from '../modules/meetings/meeting-state';
import { type MeetingSpeaker, meetings } from '../modules/meetings/meetings.table';
import { demoCover } from './demo-art';
import { DEMO_VIDEO_HLS, DEMO_VIDEO_MP4, DEMO_VIDEO_SECONDS } from './learning-seed';

// The demo's meetings: one live now (over the simulated live stream), one tomorrow evening, two
// playbacks, one cancelled and one for certified members only. Rows are written directly, once;
// later runs only move the live and upcoming meetings back to "now" and "tomorrow" once their time
// has passed, so a demo started any day has a meeting to watch live and one to subscribe to.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The simulated live stream (modules/media live-playlist) over the committed demo video. */
export const DEMO_LIVE_URL = '/media/live/imaging-basics/index.m3u8';
export const DEMO_LIVE_MEETING_TITLE = '胸部影像新进展：低剂量 CT 与人工智能（直播）';
export const DEMO_UPCOMING_MEETING_TITLE = '碘对比剂安全使用专家共识解读';

const speaker = (name: string, title: string, hospital: string): MeetingSpeaker => ({
  name,
  title,
  hospital,
  avatar: null,
});

/** 19:30 China Standard Time on the day after `now` (CST is UTC+8 all year). */
export function tomorrowEveningShanghai(now: Date): Date {
  return chinaDateTime(addChinaDays(chinaDay(now), 1), 19, 30);
}

/** One step of a seeded agenda: how long it lasts, what and who. */
interface AgendaStep {
  minutes: number;
  title: string;
  speaker: string | null;
}

/**
 * The agenda of a meeting starting at `startAt`, step after step in China time ('19:30-19:50'),
 * so a meeting moved to another time (the live one is re-anchored to "now") keeps an agenda
 * inside its own times (issue 16).
 */
function agendaFrom(startAt: Date, steps: readonly AgendaStep[]) {
  const clock = (at: number) => formatDateTime(new Date(at)).slice(-5);
  let at = startAt.getTime();
  return steps.map((step) => {
    const from = at;
    at += step.minutes * MINUTE;
    return { time: `${clock(from)}-${clock(at)}`, title: step.title, speaker: step.speaker };
  });
}

const LIVE_AGENDA: readonly AgendaStep[] = [
  { minutes: 60, title: '低剂量 CT 筛查规范', speaker: '王建国' },
  { minutes: 80, title: 'AI 辅助肺结节诊断的实践', speaker: '李晓梅' },
  { minutes: 60, title: '互动讨论', speaker: null },
];
const UPCOMING_AGENDA: readonly AgendaStep[] = [
  { minutes: 60, title: '专家共识要点', speaker: '陈志强' },
  { minutes: 30, title: '病例讨论', speaker: null },
];

const liveTimes = (now: Date) => {
  const startAt = new Date(now.getTime() - 20 * MINUTE);
  return { startAt, endAt: new Date(now.getTime() + 3 * HOUR), agenda: agendaFrom(startAt, LIVE_AGENDA) };
};
const upcomingTimes = (now: Date) => {
  const startAt = tomorrowEveningShanghai(now);
  return {
    startAt,
    endAt: new Date(startAt.getTime() + 90 * MINUTE),
    agenda: agendaFrom(startAt, UPCOMING_AGENDA),
  };
};
/** A 90-minute meeting `days` ago with a one-step agenda over all of it. */
const pastTimes = (now: Date, days: number, title: string, speakerName: string | null) => {
  const startAt = new Date(now.getTime() - days * DAY);
  return {
    startAt,
    endAt: new Date(startAt.getTime() + 90 * MINUTE),
    agenda: agendaFrom(startAt, [{ minutes: 90, title, speaker: speakerName }]),
  };
};

/** Seeds the demo meetings once; on later runs re-anchors the live and upcoming ones. Returns what it did. */
export async function seedMeetings(db: Database, now: Date): Promise<string[]> {
  const [existing] = await db.select({ total: count() }).from(meetings);
  if ((existing?.total ?? 0) > 0) return reanchorMeetings(db, now);

  const tagRows = await db.select({ id: tags.id, name: tags.name }).from(tags);
  const categoryRows = await db
    .select({ id: courseCategories.id, name: courseCategories.name })
    .from(courseCategories);
  const tagIds = (...names: string[]) =>
    names.flatMap((name) => tagRows.filter((row) => row.name === name).map((row) => row.id));
  const categoryId = (name: string) => categoryRows.find((row) => row.name === name)?.id ?? null;
  const expiresAt = new Date(now.getTime() + 365 * DAY);
  const chapters = [
    { title: '开场与背景', start: 0 },
    { title: '病例解读', start: 30 },
    { title: '讨论与总结', start: 60 },
  ];
  const base = { status: MeetingStatus.PUBLISHED, expiresAt, commentsEnabled: true };

  const rows = await db
    .insert(meetings)
    .values([
      {
        ...base,
        ...liveTimes(now),
        title: DEMO_LIVE_MEETING_TITLE,
        summary: '低剂量 CT 筛查规范与人工智能辅助诊断的最新进展，直播中欢迎互动提问。',
        cover: demoCover('ai'),
        description:
          '<p>本次直播邀请胸部影像专家，围绕低剂量 CT 肺癌筛查的规范流程与人工智能辅助诊断的临床应用展开讨论。</p><p>直播期间可在评论区提问，讲者将在讨论环节统一解答。</p>',
        speakers: [
          speaker('王建国', '主任医师', '复旦大学附属中山医院'),
          speaker('李晓梅', '副主任医师', '四川大学华西医院'),
        ],
        tagIds: tagIds('肺结节', '人工智能'),
        categoryId: categoryId('胸部 CT'),
        liveUrl: DEMO_LIVE_URL,
        approvalCode: 'IA-MTG-2026-001',
      },
      {
        ...base,
        ...upcomingTimes(now),
        title: DEMO_UPCOMING_MEETING_TITLE,
        summary: '解读最新专家共识：对比剂的合理使用、不良反应的识别与处理。',
        cover: demoCover('contrast'),
        description:
          '<p>围绕碘对比剂使用的最新专家共识，讲解高危人群筛查、水化方案与不良反应的分级处理。</p>',
        speakers: [speaker('陈志强', '主任医师', '北京协和医院')],
        tagIds: tagIds('对比剂', '指南解读'),
        categoryId: categoryId('碘对比剂'),
        liveUrl: DEMO_LIVE_URL,
        approvalCode: 'IA-MTG-2026-002',
      },
      {
        ...base,
        ...pastTimes(now, 3, '急诊头颅 CT 判读', '赵明'),
        title: '急诊头颅 CT 快速判读（回放）',
        summary: '脑卒中急诊影像的判读流程与常见陷阱。',
        cover: demoCover('ct-brain'),
        description: '<p>急诊场景下头颅 CT 的快速判读要点，附典型病例。</p>',
        speakers: [speaker('赵明', '主任医师', '首都医科大学宣武医院')],
        tagIds: tagIds('急诊'),
        categoryId: categoryId('神经 CT'),
        playbackUrl: DEMO_VIDEO_HLS,
        playbackDuration: DEMO_VIDEO_SECONDS,
        chapters,
        approvalCode: 'IA-MTG-2026-003',
      },
      {
        ...base,
        ...pastTimes(now, 10, '增强扫描技术与护理', '孙丽'),
        title: '增强扫描技术与护理配合（回放）',
        summary: '增强扫描的技术参数与护理团队的全流程配合。',
        cover: demoCover('nursing'),
        description: '<p>从注射方案到留观：影像技术与护理团队如何配合完成一次安全的增强检查。</p>',
        speakers: [speaker('孙丽', '主管护师', '浙江大学医学院附属第一医院')],
        tagIds: tagIds('增强扫描'),
        categoryId: categoryId('增强检查护理'),
        playbackUrl: DEMO_VIDEO_MP4,
        playbackDuration: DEMO_VIDEO_SECONDS,
        chapters,
        approvalCode: 'IA-MTG-2026-004',
      },
      {
        ...base,
        startAt: new Date(now.getTime() + 5 * DAY),
        endAt: new Date(now.getTime() + 5 * DAY + 90 * MINUTE),
        title: '心血管 CTA 图像后处理工作坊',
        summary: '冠脉 CTA 的重建与后处理实操。',
        cover: demoCover('cta-heart'),
        description: '<p>冠脉 CTA 的曲面重建、容积再现与斑块分析实操演示。</p>',
        speakers: [speaker('周伟', '副主任技师', '中国医学科学院阜外医院')],
        tagIds: tagIds('规范化'),
        categoryId: categoryId('心血管 CTA'),
        liveUrl: DEMO_LIVE_URL,
        cancelledAt: now,
        cancelReason: '讲者日程调整，会议延期举行',
        approvalCode: 'IA-MTG-2026-005',
      },
      {
        ...base,
        ...pastTimes(now, 7, '疑难病例讨论', null),
        title: '疑难病例多学科会诊（认证医生专享）',
        summary: '肺部疑难病例的多学科讨论，仅对认证医护人员开放。',
        cover: demoCover('mdt'),
        description: '<p>影像、病理与胸外科专家共同讨论三例肺部疑难病例。</p>',
        speakers: [
          speaker('王建国', '主任医师', '复旦大学附属中山医院'),
          speaker('刘芳', '主任医师', '上海市胸科医院'),
        ],
        tagIds: tagIds('肺结节'),
        categoryId: categoryId('疑难病例'),
        audience: 'certified',
        playbackUrl: DEMO_VIDEO_HLS,
        playbackDuration: DEMO_VIDEO_SECONDS,
        chapters,
        approvalCode: 'IA-MTG-2026-006',
      },
    ])
    .returning({ title: meetings.title });
  const created = rows.map((row) => `meeting ${row.title}`);

  const [section] = await db
    .select({ total: count() })
    .from(homeSections)
    .where(eq(homeSections.kind, 'meetings'));
  if ((section?.total ?? 0) === 0) {
    await db.insert(homeSections).values({
      title: '学术会议',
      kind: 'meetings',
      itemLimit: 3,
      layout: 'cards',
      sort: 15,
      moreLink: '/meeting',
    });
    created.push('home section 学术会议');
  }
  return created;
}

/**
 * Moves the seeded live meeting back to "now" and the upcoming one to tomorrow evening once their
 * time has passed, each with its agenda moved along.
 */
async function reanchorMeetings(db: Database, now: Date): Promise<string[]> {
  const done: string[] = [];
  const seeded = (title: string) =>
    and(
      eq(meetings.title, title),
      eq(meetings.liveUrl, DEMO_LIVE_URL),
      isNull(meetings.deletedAt),
      isNull(meetings.cancelledAt),
    );
  const live = await db
    .update(meetings)
    .set(liveTimes(now))
    .where(and(seeded(DEMO_LIVE_MEETING_TITLE), lte(meetings.endAt, now)))
    .returning({ id: meetings.id });
  if (live.length > 0) done.push(`meeting ${DEMO_LIVE_MEETING_TITLE} re-anchored to now`);
  const upcoming = await db
    .update(meetings)
    .set(upcomingTimes(now))
    .where(and(seeded(DEMO_UPCOMING_MEETING_TITLE), lte(meetings.startAt, now)))
    .returning({ id: meetings.id });
  if (upcoming.length > 0) done.push(`meeting ${DEMO_UPCOMING_MEETING_TITLE} re-anchored to tomorrow`);
  return done;
}
