import { chinaYear, chinaYearRange } from '@ia/shared';
import { like } from 'drizzle-orm';
import type { Database } from '../db/client';
import { pointsLedger } from '../modules/points/points.table';
import { users } from '../modules/users/users.table';

// The ranking's demo crowd: 60 members with titles across doctors, technicians and nurses (a few
// 'other'), plus one staff user with points who must never show on a board, each with a handful
// of points earned over the current year — some this week, so every board has people around the
// viewer. Two pairs tie on purpose (shared ranks). Written once: the source keys say whether it ran.

const SOURCE_PREFIX = 'demo:ranking:';
const MINUTE = 60_000;
export const DEMO_RANKING_MEMBERS = 60;

const SURNAMES = Array.from('王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾');
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '华',
  '慧',
];
const TITLES = [
  'chief_physician',
  'associate_chief_physician',
  'attending_physician',
  'physician',
  'chief_technician',
  'supervisor_technician',
  'technician',
  'chief_nurse',
  'supervisor_nurse',
  'senior_nurse',
  'nurse',
  'other',
];
const HOSPITALS = [
  '北京协和医院',
  '复旦大学附属中山医院',
  '四川大学华西医院',
  '中山大学附属第一医院',
  '浙江大学医学院附属第一医院',
  '武汉协和医院',
];
const AWARDS: [action: string, reason: string, points: number][] = [
  ['SIGN_IN', '每日签到', 2],
  ['VIEW', '浏览内容', 1],
  ['LEARN', '学习时长', 5],
  ['MEETING_VIEW', '观看会议', 5],
  ['COMMENT', '发表评论', 3],
  ['COURSE_FINISH', '完成课程', 10],
];

/** A small deterministic generator: the same crowd on every machine. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Seeds the ranking's demo members and their points (once). Returns what it created. */
export async function seedRanking(db: Database, now: Date): Promise<string[]> {
  const [already] = await db
    .select({ id: pointsLedger.id })
    .from(pointsLedger)
    .where(like(pointsLedger.sourceKey, `${SOURCE_PREFIX}%`))
    .limit(1);
  if (already) return [];
  const random = generator(20_240_111);
  const yearStart = chinaYearRange(chinaYear(now)).start.getTime();
  const span = Math.max(now.getTime() - yearStart - 60 * MINUTE, MINUTE);
  const people = Array.from({ length: DEMO_RANKING_MEMBERS + 1 }, (_, index) => {
    const staff = index === DEMO_RANKING_MEMBERS;
    const surname = SURNAMES[index % SURNAMES.length] ?? '王';
    const given = GIVEN[(index * 7) % GIVEN.length] ?? '明';
    return {
      kind: staff ? 'staff' : 'member',
      name: staff ? '周代表' : `${surname}${given}`,
      nickname: staff ? '周代表' : `${surname}${given}`,
      title: staff ? null : (TITLES[index % TITLES.length] ?? 'other'),
      hospitalName: HOSPITALS[index % HOSPITALS.length] ?? null,
      registeredAt: new Date(yearStart - (index + 1) * 86_400_000),
      consentedAt: new Date(yearStart - (index + 1) * 86_400_000),
      certifiedAt: staff ? null : new Date(yearStart),
    };
  });
  const inserted = await db.insert(users).values(people).returning({ id: users.id });
  const ledger: (typeof pointsLedger.$inferInsert)[] = [];
  inserted.forEach(({ id }, index) => {
    const rows = 3 + Math.floor(random() * 8);
    for (let row = 0; row < rows; row++) {
      const [action, reason, points] = AWARDS[Math.floor(random() * AWARDS.length) % AWARDS.length] ?? [
        'VIEW',
        '浏览内容',
        1,
      ];
      // Two of every three earned something in the last hours: this week's and month's boards fill.
      const recent = row === rows - 1 && index % 3 !== 0;
      const at = recent
        ? new Date(now.getTime() - (1 + (index % 50)) * MINUTE)
        : new Date(yearStart + Math.floor(random() * span));
      ledger.push({
        userId: id,
        points: points * (1 + Math.floor(random() * 4)),
        reason,
        action,
        sourceKey: `${SOURCE_PREFIX}${index}:${row}`,
        createdAt: at,
      });
    }
  });
  // Ties on purpose: the 10th and 11th members, and the 20th and 21st, end with the same totals.
  const totals = new Map<number, number>();
  for (const row of ledger) totals.set(row.userId, (totals.get(row.userId) ?? 0) + row.points);
  for (const [leader, follower] of [
    [9, 10],
    [19, 20],
  ] as const) {
    const leaderId = inserted[leader]?.id;
    const followerId = inserted[follower]?.id;
    if (leaderId === undefined || followerId === undefined) continue;
    const gap = (totals.get(leaderId) ?? 0) - (totals.get(followerId) ?? 0);
    if (gap === 0) continue;
    ledger.push({
      userId: gap > 0 ? followerId : leaderId,
      points: Math.abs(gap),
      reason: '活动奖励',
      action: null,
      sourceKey: `${SOURCE_PREFIX}tie:${leader}`,
      createdAt: new Date(yearStart + Math.floor(span / 2)),
    });
  }
  await db.insert(pointsLedger).values(ledger);
  return [`ranking: ${DEMO_RANKING_MEMBERS} members and 1 staff user with ${ledger.length} points awards`];
}
