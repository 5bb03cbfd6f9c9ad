import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { certificatePrograms, medals } from '../modules/achievements/achievements.table';
import { campaigns } from '../modules/campaigns/campaigns.table';
import { contents, lessonContents, lessons, PublishStatus } from '../modules/content/content.table';
import { meetings } from '../modules/meetings/meetings.table';
import { DEMO_CAMPAIGN_TITLE } from './campaigns-seed';
import { DEMO_CONTENTS } from './learning-seed';

// The demo's medals and certificate programmes. Rows are written directly, once.

const ARTWORK = '/media/demo/medals';

export const DEMO_MEDALS = [
  {
    name: '病例新秀',
    description: '阅读第一个病例',
    artwork: 'case-rookie',
    criterion: 'cases_read',
    threshold: 1,
  },
  {
    name: '学习达人',
    description: '累计学习（含观看会议）满 600 分钟',
    artwork: 'learning-master',
    criterion: 'learning_minutes',
    threshold: 600,
  },
  {
    name: '连续签到 7 天',
    description: '连续 7 天每日签到',
    artwork: 'sign-in-7',
    criterion: 'streak_days',
    threshold: 7,
  },
  {
    name: '参会达人',
    description: '参加 3 场学术会议（直播或回放，每场至少 1 分钟）',
    artwork: 'meeting-fan',
    criterion: 'meetings_attended',
    threshold: 3,
  },
  {
    name: '活动之星',
    description: `在「${DEMO_CAMPAIGN_TITLE}」结束时位列积分榜前 3 名`,
    artwork: 'campaign-star',
    criterion: 'campaign_rank',
    threshold: 3,
  },
] as const;

/** The series and certificate the e2e earns: one short text-and-image course. */
const DEMO_INTRO_LESSON_TITLE = '影像学院入门';
export const DEMO_INTRO_CERTIFICATE = '影像学院入门证书';
export const DEMO_MEETINGS_CERTIFICATE = '学术会议参会证书';
const INTRO_CONTENT_KEY = 'contrast-intro';
/** The public playback meetings the meetings certificate covers (meetings-seed). */
const PLAYBACK_MEETINGS = ['急诊头颅 CT 快速判读（回放）', '增强扫描技术与护理配合（回放）'];

/** Seeds medals and programmes once; returns what it created. */
export async function seedAchievements(db: Database, now: Date): Promise<string[]> {
  const created: string[] = [];
  const [medalTotal] = await db.select({ total: count() }).from(medals);
  if ((medalTotal?.total ?? 0) === 0) {
    const [campaign] = await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.title, DEMO_CAMPAIGN_TITLE));
    for (const [index, medal] of DEMO_MEDALS.entries()) {
      const campaignId = medal.criterion === 'campaign_rank' ? (campaign?.id ?? null) : null;
      if (medal.criterion === 'campaign_rank' && campaignId === null) continue;
      await db.insert(medals).values({
        name: medal.name,
        description: medal.description,
        artworkUrl: `${ARTWORK}/${medal.artwork}.svg`,
        criterion: medal.criterion,
        threshold: medal.threshold,
        campaignId,
        sort: (index + 1) * 10,
        status: 1,
        createdAt: now,
        updatedAt: now,
      });
      created.push(`medal ${medal.name}`);
    }
  }

  const [programTotal] = await db.select({ total: count() }).from(certificatePrograms);
  if ((programTotal?.total ?? 0) > 0) return created;

  const introTitle = DEMO_CONTENTS.find((seed) => seed.key === INTRO_CONTENT_KEY)?.title;
  const [introContent] = introTitle
    ? await db
        .select({ id: contents.id, cover: contents.cover, categoryId: contents.categoryId })
        .from(contents)
        .where(and(eq(contents.title, introTitle), isNull(contents.deletedAt)))
    : [];
  if (introContent) {
    const [lesson] = await db
      .insert(lessons)
      .values({
        title: DEMO_INTRO_LESSON_TITLE,
        summary: '新学员必修：一节短课读懂对比剂安全，完成即可获得「影像学院入门证书」。',
        cover: introContent.cover,
        categoryId: introContent.categoryId,
        isTopic: false,
        status: PublishStatus.PUBLISHED,
        publishedAt: now,
        sort: 5,
      })
      .returning({ id: lessons.id });
    if (!lesson) throw new Error('seeding the intro lesson failed');
    await db.insert(lessonContents).values({ lessonId: lesson.id, contentId: introContent.id, sort: 10 });
    await db.insert(certificatePrograms).values({
      name: DEMO_INTRO_CERTIFICATE,
      description: `学完系列课程「${DEMO_INTRO_LESSON_TITLE}」的全部课程即可获得`,
      kind: 'series',
      lessonId: lesson.id,
      issuer: '影像学院',
      status: 1,
      createdAt: now,
      updatedAt: now,
    });
    created.push(`lesson ${DEMO_INTRO_LESSON_TITLE}`, `certificate program ${DEMO_INTRO_CERTIFICATE}`);
  }

  const playbacks = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(inArray(meetings.title, PLAYBACK_MEETINGS));
  if (playbacks.length > 0) {
    await db.insert(certificatePrograms).values({
      name: DEMO_MEETINGS_CERTIFICATE,
      description: '观看全部指定学术会议（直播或回放，每场至少 1 分钟）即可获得',
      kind: 'meetings',
      meetingIds: playbacks.map((row) => row.id).sort((a, b) => a - b),
      minMeetingMinutes: 1,
      issuer: '影像学院',
      status: 1,
      createdAt: now,
      updatedAt: now,
    });
    created.push(`certificate program ${DEMO_MEETINGS_CERTIFICATE}`);
  }
  return created;
}
