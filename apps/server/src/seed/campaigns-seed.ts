import { and, count, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { CampaignStatus } from '../modules/campaigns/campaign-access';
import {
  campaignContents,
  campaignDescAcceptances,
  campaignParticipants,
  campaignSections,
  campaigns,
} from '../modules/campaigns/campaigns.table';
import { banners, contents } from '../modules/content/content.table';
import {
  contentForms,
  formAnswers,
  formQuestions,
  formSubmissions,
} from '../modules/content-forms/content-forms.table';
import { pointsLedger } from '../modules/points/points.table';
import { campaignContentSource, campaignFormSource } from '../modules/points/points-sources';
import { users } from '../modules/users/users.table';
import { demoBanner, demoCover, demoPoster } from './demo-art';
import { DEMO_CONTENTS } from './learning-seed';

// The demo's campaigns: one ongoing (a description to accept, a poster, a sign-up form worth
// points, sections with a nested module and contents of the learning seed worth points, and three
// participants who already earned 30, 20 and 5 points, so a new participant lands on a rich list
// that means something), one upcoming, and one for certified members only. Rows are written
// directly, once; later runs only move the ongoing ones back around "now" once they have ended.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const DEMO_CAMPAIGN_TITLE = '影像学院年度学习挑战赛';
export const DEMO_UPCOMING_CAMPAIGN_TITLE = '影像技术操作规范月';
export const DEMO_CERTIFIED_CAMPAIGN_TITLE = '认证医师专享：疑难病例读片月';
/** Points the ongoing campaign's sign-up form earns. */
export const DEMO_CAMPAIGN_FORM_POINTS = 5;

const paragraph = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

const ongoingTimes = (now: Date) => ({
  startAt: new Date(now.getTime() - 7 * DAY),
  endAt: new Date(now.getTime() + 30 * DAY),
});

interface SectionSeed {
  title: string;
  summary: string;
  /** Contents by learning-seed key, with the points finishing each earns. */
  contents: [key: string, points: number][];
  children?: SectionSeed[];
}

const ONGOING_SECTIONS: SectionSeed[] = [
  {
    title: '必修：影像基础',
    summary: '低剂量 CT、对比剂安全与人工智能：每位参赛者的必修课。',
    contents: [
      ['ct-basics', 15],
      ['contrast-safety', 10],
      ['ai-reading', 20],
    ],
  },
  {
    title: '进阶：病例研讨',
    summary: '真实病例，从影像表现到诊断思路。',
    contents: [
      ['case-ggn', 15],
      ['case-coronary', 10],
    ],
    children: [
      {
        title: '专题：急诊卒中影像',
        summary: '平扫、CTA 与灌注的一站式评估。',
        contents: [['stroke-ct', 10]],
      },
    ],
  },
  {
    title: '拓展：影像护理',
    summary: '增强检查全流程的护理要点。',
    contents: [['nursing', 5]],
  },
];

/**
 * Participants who already earned points: [name, hospital, department, content keys finished].
 * Every one also submitted the sign-up form (5 points): 5 + 15 + 10 = 30, 5 + 15 = 20, 5.
 */
const SEEDED_PARTICIPANTS: [name: string, hospital: string, department: string, finished: string[]][] = [
  ['张伟明', '复旦大学附属华山医院', 'radiology', ['ct-basics', 'contrast-safety']],
  ['李静', '浙江大学医学院附属第一医院', 'imaging', ['case-ggn']],
  ['欧阳晓燕', '中南大学湘雅医院', 'ultrasound', []],
];

/** Seeds the demo campaigns once; on later runs re-anchors the ongoing ones. Returns what it did. */
export async function seedCampaigns(db: Database, now: Date): Promise<string[]> {
  const [existing] = await db.select({ total: count() }).from(campaigns);
  if ((existing?.total ?? 0) > 0) return reanchorCampaigns(db, now);

  const contentRows = await db.select({ id: contents.id, title: contents.title }).from(contents);
  const contentId = new Map(
    DEMO_CONTENTS.flatMap((seed) => {
      const row = contentRows.find((candidate) => candidate.title === seed.title);
      return row ? [[seed.key, row.id] as const] : [];
    }),
  );
  const created: string[] = [];
  const expiresAt = new Date(now.getTime() + 365 * DAY);

  const [ongoing, upcoming, certified] = await db
    .insert(campaigns)
    .values([
      {
        title: DEMO_CAMPAIGN_TITLE,
        summary: '完成课程与病例学习赢取积分，登上积分榜，赢取学习礼包。',
        cover: demoCover('challenge'),
        poster: demoPoster('poster-challenge'),
        description: paragraph(
          '一、活动时间：以活动页面显示的起止时间为准。',
          '二、参与方式：阅读并同意本说明后点击“参加活动”，填写报名信息即得 5 积分。',
          '三、积分规则：参加活动后完成各板块中的课程或病例，即可获得该内容标注的积分；同一内容只计一次。',
          '四、排名规则：按活动内所得积分排名，积分相同者先达到该积分者在前。',
          '五、本活动仅限医疗卫生专业人士参与，积分不可兑换现金。',
        ),
        requiresDesc: true,
        ...ongoingTimes(now),
        audience: 'all',
        formPoints: DEMO_CAMPAIGN_FORM_POINTS,
        approvalCode: 'IA-ACT-2026-001',
        expiresAt,
        sort: 10,
        status: CampaignStatus.PUBLISHED,
        participantCount: SEEDED_PARTICIPANTS.length,
      },
      {
        title: DEMO_UPCOMING_CAMPAIGN_TITLE,
        summary: 'CT 与 MR 扫描技术规范专题学习，下月开始。',
        cover: demoCover('ultrasound'),
        poster: demoPoster('poster-technique'),
        description: paragraph('活动开始后开放报名，完成扫描技术专题学习可获得积分。'),
        startAt: new Date(now.getTime() + 10 * DAY),
        endAt: new Date(now.getTime() + 40 * DAY),
        audience: 'all',
        formPoints: 0,
        approvalCode: 'IA-ACT-2026-002',
        expiresAt,
        sort: 20,
        status: CampaignStatus.PUBLISHED,
      },
      {
        title: DEMO_CERTIFIED_CAMPAIGN_TITLE,
        summary: '面向认证医师的疑难病例读片与讨论。',
        cover: demoCover('mdt'),
        description: paragraph('本活动仅对完成认证的医护人员开放。'),
        ...ongoingTimes(now),
        audience: 'certified',
        formPoints: 0,
        approvalCode: 'IA-ACT-2026-003',
        expiresAt,
        sort: 30,
        status: CampaignStatus.PUBLISHED,
      },
    ])
    .returning();
  if (!ongoing || !upcoming || !certified) throw new Error('seeding campaigns failed');
  created.push(
    `campaigns ${DEMO_CAMPAIGN_TITLE}, ${DEMO_UPCOMING_CAMPAIGN_TITLE}, ${DEMO_CERTIFIED_CAMPAIGN_TITLE}`,
  );

  // Sections (one nested module) and their contents worth points.
  const itemByKey = new Map<string, { id: number; points: number; title: string }>();
  const insertSections = async (seeds: SectionSeed[], parentId: number | null) => {
    for (const [index, seed] of seeds.entries()) {
      const [section] = await db
        .insert(campaignSections)
        .values({
          campaignId: ongoing.id,
          parentId,
          title: seed.title,
          summary: seed.summary,
          sort: (index + 1) * 10,
        })
        .returning({ id: campaignSections.id });
      if (!section) throw new Error(`seeding section ${seed.title} failed`);
      for (const [position, [key, points]] of seed.contents.entries()) {
        const id = contentId.get(key);
        if (id === undefined) continue;
        const [item] = await db
          .insert(campaignContents)
          .values({
            campaignId: ongoing.id,
            sectionId: section.id,
            contentId: id,
            points,
            sort: (position + 1) * 10,
          })
          .returning({ id: campaignContents.id });
        const title = contentRows.find((row) => row.id === id)?.title ?? key;
        if (item) itemByKey.set(key, { id: item.id, points, title });
      }
      if (seed.children) await insertSections(seed.children, section.id);
    }
  };
  await insertSections(ONGOING_SECTIONS, null);
  created.push(`campaign sections ×${ONGOING_SECTIONS.length + 1}`);

  // The sign-up form (type 6: its target is the campaign).
  const [form] = await db
    .insert(contentForms)
    .values({
      contentId: ongoing.id,
      type: 6,
      title: '报名信息',
      description: '提交报名信息即得 5 积分。',
    })
    .returning({ id: contentForms.id });
  if (!form) throw new Error('seeding the sign-up form failed');
  const questions = await db
    .insert(formQuestions)
    .values([
      {
        formId: form.id,
        kind: 'select',
        label: '您的从业年限',
        required: true,
        options: ['5 年以下', '5–10 年', '10 年以上'],
        sort: 10,
      },
      { formId: form.id, kind: 'textarea', label: '您希望通过本次活动提升哪些能力？', sort: 20 },
    ])
    .returning({ id: formQuestions.id });
  created.push('campaign form 报名信息');

  // The way in from the app's home: a banner to the activity list.
  await db.insert(banners).values({
    position: 'home',
    title: '年度学习挑战赛进行中',
    image: demoBanner('banner-challenge'),
    link: '/activity',
    sort: 5,
  });
  created.push('banner 年度学习挑战赛进行中');

  // Participants who already earned points.
  for (const [index, [name, hospital, department, finished]] of SEEDED_PARTICIPANTS.entries()) {
    const joinedAt = new Date(now.getTime() - (6 - index) * DAY);
    const [user] = await db
      .insert(users)
      .values({
        kind: 'member',
        nickname: name,
        name,
        hospitalName: hospital,
        department,
        registeredAt: new Date(joinedAt.getTime() - 30 * DAY),
        consentedAt: new Date(joinedAt.getTime() - 30 * DAY),
        certifiedAt: new Date(joinedAt.getTime() - 20 * DAY),
      })
      .returning({ id: users.id });
    if (!user) throw new Error(`seeding participant ${name} failed`);
    await db.insert(campaignParticipants).values({
      campaignId: ongoing.id,
      userId: user.id,
      joinedAt,
      posterShownAt: joinedAt,
      formShownAt: joinedAt,
    });
    await db
      .insert(campaignDescAcceptances)
      .values({ userId: user.id, campaignId: ongoing.id, acceptedAt: joinedAt });
    const submittedAt = new Date(joinedAt.getTime() + 5 * 60_000);
    const [submission] = await db
      .insert(formSubmissions)
      .values({
        formId: form.id,
        contentId: ongoing.id,
        userId: user.id,
        createdAt: submittedAt,
        updatedAt: submittedAt,
      })
      .returning({ id: formSubmissions.id });
    const [years, goal] = questions;
    if (submission && years && goal) {
      await db.insert(formAnswers).values([
        {
          submissionId: submission.id,
          questionId: years.id,
          userId: user.id,
          value: '5–10 年',
          createdAt: submittedAt,
        },
        {
          submissionId: submission.id,
          questionId: goal.id,
          userId: user.id,
          value: '提升胸部 CT 与急诊影像的阅片能力。',
          createdAt: submittedAt,
        },
      ]);
    }
    await db.insert(pointsLedger).values([
      {
        userId: user.id,
        points: DEMO_CAMPAIGN_FORM_POINTS,
        reason: `活动报名：${DEMO_CAMPAIGN_TITLE}`,
        sourceKey: campaignFormSource(ongoing.id),
        campaignId: ongoing.id,
        createdAt: submittedAt,
      },
      ...finished.flatMap((key, position) => {
        const item = itemByKey.get(key);
        if (!item) return [];
        return [
          {
            userId: user.id,
            points: item.points,
            reason: `学习「${item.title}」`,
            sourceKey: campaignContentSource(ongoing.id, item.id),
            campaignId: ongoing.id,
            createdAt: new Date(joinedAt.getTime() + (position + 1) * DAY),
          },
        ];
      }),
    ]);
  }
  created.push(`campaign participants ×${SEEDED_PARTICIPANTS.length}`);
  return created;
}

/** Moves the ongoing demo campaigns that have ended back around now (a demo data folder may be old). */
async function reanchorCampaigns(db: Database, now: Date): Promise<string[]> {
  const moved = await db
    .update(campaigns)
    .set(ongoingTimes(now))
    .where(
      and(
        inArray(campaigns.title, [DEMO_CAMPAIGN_TITLE, DEMO_CERTIFIED_CAMPAIGN_TITLE]),
        lte(campaigns.endAt, now),
      ),
    )
    .returning({ title: campaigns.title });
  const upcoming = await db
    .update(campaigns)
    .set({ startAt: new Date(now.getTime() + 10 * DAY), endAt: new Date(now.getTime() + 40 * DAY) })
    .where(and(eq(campaigns.title, DEMO_UPCOMING_CAMPAIGN_TITLE), lte(campaigns.startAt, now)))
    .returning({ title: campaigns.title });
  return [...moved, ...upcoming].map((row) => `campaign re-anchored ${row.title}`);
}
