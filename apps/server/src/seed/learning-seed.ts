import { ContentType, TypeMap } from '@ia/shared';
import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import { courseCategories } from '../modules/categories/categories.table';
import {
  banners,
  contents,
  diseases,
  homeRecommendations,
  homeSections,
  lessonContents,
  lessons,
  memberGroups,
  PublishStatus,
  tags,
} from '../modules/content/content.table';
import { plainText, searchGrams, searchText } from '../modules/content/search-text';
import { contentForms, formQuestions } from '../modules/content-forms/content-forms.table';
import { type DemoCoverTopic, demoBanner, demoCover } from './demo-art';

// The demo's learning catalogue: a seed writes rows directly (it runs once, before any
// service is in use), computing the search keys exactly as the console's writes do.

const MEDIA = '/media/demo';
export const DEMO_VIDEO_HLS = `${MEDIA}/imaging-basics/index.m3u8`;
export const DEMO_VIDEO_MP4 = `${MEDIA}/imaging-basics/demo.mp4`;
/** Length of the committed demo video, seconds. */
export const DEMO_VIDEO_SECONDS = 90;

const DEMO_TAGS = ['肺结节', '对比剂', '低剂量', '人工智能', '增强扫描', '规范化', '急诊', '指南解读'];
const DEMO_DISEASES = ['肺癌', '肝癌', '脑卒中', '冠心病', '乳腺癌', '甲状腺结节'];

interface ContentSeed {
  key: string;
  listType: number;
  contentType: number;
  title: string;
  summary: string;
  body: string;
  tags: string[];
  diseases?: string[];
  category: string;
  speaker?: { name: string; title: string; hospital: string };
  hcpOnly?: boolean;
  noSkip?: boolean;
  videoUrl?: string;
  duration: number;
  cover: DemoCoverTopic;
}

const paragraph = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

/** The seeded contents. The first is the e2e's course; 磨玻璃结节 finds the first case. */
export const DEMO_CONTENTS: ContentSeed[] = [
  {
    key: 'ct-basics',
    listType: TypeMap.COURSE,
    contentType: ContentType.VIDEO,
    title: '胸部低剂量 CT 肺结节筛查规范',
    summary: '从扫描参数到结节随访：一次讲清低剂量 CT 肺癌筛查的规范流程。',
    body: paragraph(
      '本课程介绍低剂量 CT 在肺癌筛查中的扫描参数设置、图像重建与结节测量方法。',
      '学习要点：管电压与管电流的选择、薄层重建、实性与亚实性结节的随访间隔。',
    ),
    tags: ['肺结节', '低剂量', '规范化'],
    diseases: ['肺癌'],
    category: '胸部 CT',
    speaker: { name: '王建国', title: '主任医师', hospital: '复旦大学附属中山医院' },
    videoUrl: DEMO_VIDEO_HLS,
    duration: DEMO_VIDEO_SECONDS,
    cover: 'ct-chest',
  },
  {
    key: 'contrast-safety',
    listType: TypeMap.COURSE,
    contentType: ContentType.VIDEO,
    title: '碘对比剂安全使用与不良反应处理',
    summary: '对比剂过敏样反应的识别、分级与急救流程，附外渗处理要点。',
    body: paragraph(
      '碘对比剂不良反应以轻度为主，但重度反应需要在数分钟内识别和处理。',
      '本讲结合指南解读，讲解高危人群筛查、水化方案与外渗的分级处理。',
    ),
    tags: ['对比剂', '指南解读', '增强扫描'],
    category: '碘对比剂',
    speaker: { name: '李敏', title: '副主任医师', hospital: '北京协和医院' },
    videoUrl: DEMO_VIDEO_MP4,
    duration: DEMO_VIDEO_SECONDS,
    noSkip: true,
    cover: 'contrast',
  },
  {
    key: 'ai-reading',
    listType: TypeMap.COURSE,
    contentType: ContentType.VIDEO,
    title: '人工智能辅助影像诊断的临床应用',
    summary: 'AI 在肺结节检出、骨折识别和卒中分诊中的价值与局限。',
    body: paragraph('人工智能辅助诊断已进入临床工作流，本讲讨论其适用场景与质控要求。'),
    tags: ['人工智能', '肺结节'],
    category: '胸部 CT',
    speaker: { name: '陈思远', title: '教授', hospital: '四川大学华西医院' },
    videoUrl: DEMO_VIDEO_HLS,
    duration: DEMO_VIDEO_SECONDS,
    hcpOnly: true,
    cover: 'ai',
  },
  {
    key: 'stroke-ct',
    listType: TypeMap.COURSE,
    contentType: ContentType.TEXT_IMAGE,
    title: '急性缺血性脑卒中的 CT 评估流程',
    summary: '平扫、CTA 与 CT 灌注：急诊卒中一站式评估的要点。',
    body: paragraph(
      '急性缺血性脑卒中的影像评估以排除出血、识别大血管闭塞和评估半暗带为核心。',
      'ASPECTS 评分用于平扫 CT 早期缺血改变的量化，CTA 用于判断责任血管。',
      'CT 灌注可以帮助筛选超时间窗患者，但不应延误静脉溶栓。',
    ),
    tags: ['急诊', '指南解读'],
    diseases: ['脑卒中'],
    category: '神经 CT',
    speaker: { name: '赵磊', title: '主治医师', hospital: '首都医科大学附属北京天坛医院' },
    duration: 240,
    cover: 'ct-brain',
  },
  {
    key: 'case-ggn',
    listType: TypeMap.CASE,
    contentType: ContentType.TEXT_IMAGE,
    title: '病例分享：右肺上叶磨玻璃结节的随访与诊断',
    summary: '58 岁女性，体检发现右肺上叶磨玻璃结节，三年随访中实性成分增加。',
    body: paragraph(
      '【病史】女性，58 岁，无吸烟史，体检低剂量 CT 发现右肺上叶磨玻璃结节，直径 8 mm。',
      '【影像表现】随访 3 年，结节增大至 12 mm，出现实性成分及空泡征，边缘可见分叶。',
      '【病理】术后病理为微浸润性腺癌。',
      '【讨论】亚实性结节的实性成分增加是重要的恶性征象，应缩短随访间隔或考虑手术。',
    ),
    tags: ['肺结节', '低剂量'],
    diseases: ['肺癌'],
    category: '疑难病例',
    speaker: { name: '孙悦', title: '主治医师', hospital: '浙江大学医学院附属第一医院' },
    duration: 180,
    cover: 'lung-nodule',
  },
  {
    key: 'case-liver',
    listType: TypeMap.CASE,
    contentType: ContentType.TEXT_IMAGE,
    title: '病例分享：肝硬化背景下的小肝癌增强 MR 表现',
    summary: '动脉期高强化、门脉期廓清：典型小肝癌的 LI-RADS 分类实践。',
    body: paragraph(
      '【病史】男性，62 岁，乙肝肝硬化 10 年，甲胎蛋白升高。',
      '【影像表现】肝右叶 S8 段 15 mm 结节，动脉期非环形高强化，门脉期廓清，可见包膜。',
      '【诊断】LI-RADS 5 类，符合肝细胞癌。',
    ),
    tags: ['增强扫描', '对比剂'],
    diseases: ['肝癌'],
    category: '腹盆 MR',
    speaker: { name: '周宁', title: '副主任医师', hospital: '中山大学附属第一医院' },
    duration: 150,
    hcpOnly: true,
    cover: 'mr-liver',
  },
  {
    key: 'case-coronary',
    listType: TypeMap.CASE,
    contentType: ContentType.VIDEO,
    title: '病例分享：冠脉 CTA 诊断前降支重度狭窄',
    summary: '胸痛患者的冠脉 CTA 评估，与 DSA 对照。',
    body: paragraph('本病例展示冠脉 CTA 对前降支近段重度狭窄的诊断，并与冠脉造影结果对照。'),
    tags: ['增强扫描', '急诊'],
    diseases: ['冠心病'],
    category: '心血管 CTA',
    speaker: { name: '吴涛', title: '主任医师', hospital: '武汉协和医院' },
    videoUrl: DEMO_VIDEO_HLS,
    duration: DEMO_VIDEO_SECONDS,
    cover: 'cta-heart',
  },
  {
    key: 'nursing',
    listType: TypeMap.OTHER,
    contentType: ContentType.TEXT_IMAGE,
    title: '增强检查护理要点：从预约到离院',
    summary: '影像护理团队的增强检查全流程清单。',
    body: paragraph(
      '检查前：核对过敏史、肾功能与禁食情况，建立合适的静脉通路。',
      '检查中：观察注射部位，及时发现对比剂外渗。',
      '检查后：留观 30 分钟，告知水化与迟发反应的注意事项。',
    ),
    tags: ['对比剂', '规范化'],
    category: '增强检查护理',
    duration: 120,
    cover: 'nursing',
  },
  // Issue 6: the one course of the 影像学院入门 series behind the demo certificate (achievements-seed).
  // A short read (20 s) so a new member finishes it, and earns the certificate, in one sitting.
  {
    key: 'contrast-intro',
    listType: TypeMap.COURSE,
    contentType: ContentType.TEXT_IMAGE,
    title: '对比剂安全入门：增强检查前后的五个要点',
    summary: '两分钟读懂碘对比剂的风险评估、不良反应识别与检查后注意事项。',
    body: paragraph(
      '碘对比剂是 CT 增强检查最常用的药物，绝大多数患者可以安全使用，但每一次注射前都应完成风险评估。',
      '检查前筛查：询问既往对比剂不良反应史、哮喘及其他过敏性疾病史，了解肾功能（eGFR）、未控制的甲状腺功能亢进和二甲双胍用药情况。',
      '急性不良反应多发生在注射后 30 分钟内：轻度表现为瘙痒、荨麻疹、恶心；中度可见弥漫性荨麻疹或支气管痉挛；重度包括喉头水肿、低血压休克和意识丧失，须立即启动抢救流程，肾上腺素等急救药品应随手可取。',
      '对比剂外渗时立即停止注射，抬高患肢并冷敷，评估肿胀范围、皮肤颜色与肢端血运，严重者请外科会诊并记录上报。',
      '检查后请患者留观 30 分钟，无禁忌时鼓励多饮水；告知迟发反应可在 1 小时至 1 周内出现，如有皮疹等不适及时就诊。',
    ),
    tags: ['对比剂', '增强扫描', '规范化'],
    category: '碘对比剂',
    duration: 20,
    cover: 'contrast',
  },
];

/** Seeds the learning catalogue once; returns what it created (nothing when contents exist). */
export async function seedLearning(db: Database, now: Date): Promise<string[]> {
  const [existing] = await db.select({ total: count() }).from(contents);
  if ((existing?.total ?? 0) > 0) return [];
  const created: string[] = [];

  const tagRows = await db
    .insert(tags)
    .values(DEMO_TAGS.map((name, index) => ({ name, sort: (index + 1) * 10 })))
    .returning();
  const diseaseRows = await db
    .insert(diseases)
    .values(DEMO_DISEASES.map((name, index) => ({ name, sort: (index + 1) * 10 })))
    .returning();
  await db.insert(memberGroups).values([
    { name: '放射科骨干', description: '参加进阶课程的放射科医生' },
    { name: '影像护理', description: '影像科护理团队' },
  ]);
  const categoryRows = await db.select().from(courseCategories);
  const tagId = new Map(tagRows.map((row) => [row.name, row.id]));
  const diseaseId = new Map(diseaseRows.map((row) => [row.name, row.id]));
  const categoryId = new Map(categoryRows.map((row) => [row.name, row.id]));

  const expiresAt = new Date(now.getTime() + 365 * 86_400_000);
  const contentIds = new Map<string, number>();
  for (const [index, seed] of DEMO_CONTENTS.entries()) {
    const text = searchText([
      seed.title,
      seed.summary,
      ...seed.tags,
      ...(seed.diseases ?? []),
      seed.speaker?.name,
      plainText(seed.body),
    ]);
    const [row] = await db
      .insert(contents)
      .values({
        listType: seed.listType,
        contentType: seed.contentType,
        title: seed.title,
        summary: seed.summary,
        cover: demoCover(seed.cover),
        body: seed.body,
        videoUrl: seed.videoUrl ?? null,
        durationSeconds: seed.duration,
        categoryId: categoryId.get(seed.category) ?? null,
        tagIds: seed.tags.map((name) => tagId.get(name)).filter((id): id is number => id !== undefined),
        diseaseIds: (seed.diseases ?? [])
          .map((name) => diseaseId.get(name))
          .filter((id): id is number => id !== undefined),
        speakerName: seed.speaker?.name ?? null,
        speakerTitle: seed.speaker?.title ?? null,
        speakerHospital: seed.speaker?.hospital ?? null,
        hcpOnly: seed.hcpOnly ?? false,
        noSkip: seed.noSkip ?? false,
        approvalCode: `IA-MED-2026-${String(index + 1).padStart(3, '0')}`,
        expiresAt,
        status: PublishStatus.PUBLISHED,
        // Older contents first, so "latest" lists the first seeds on top.
        publishedAt: new Date(now.getTime() - (index + 1) * 3_600_000),
        sort: DEMO_CONTENTS.length - index,
        searchText: text,
        searchGrams: searchGrams(text),
      })
      .returning({ id: contents.id });
    if (!row) throw new Error(`seeding ${seed.key} failed`);
    contentIds.set(seed.key, row.id);
    created.push(`content ${seed.title}`);
  }
  const id = (key: string) => {
    const value = contentIds.get(key);
    if (value === undefined) throw new Error(`unknown demo content ${key}`);
    return value;
  };

  const [series] = await db
    .insert(lessons)
    .values({
      title: '胸部影像进阶系列',
      summary: '从低剂量 CT 筛查到人工智能辅助诊断，三讲系统掌握肺结节诊疗。',
      cover: demoCover('lung-nodule'),
      categoryId: categoryId.get('胸部 CT') ?? null,
      tagIds: [tagId.get('肺结节')].filter((value): value is number => value !== undefined),
      speakerName: '王建国',
      speakerTitle: '主任医师',
      speakerHospital: '复旦大学附属中山医院',
      isTopic: true,
      status: PublishStatus.PUBLISHED,
      publishedAt: now,
      sort: 10,
    })
    .returning({ id: lessons.id });
  const [safety] = await db
    .insert(lessons)
    .values({
      title: '对比剂安全系列',
      summary: '对比剂的合理使用、不良反应处理与护理配合。',
      cover: demoCover('contrast'),
      categoryId: categoryId.get('对比剂安全') ?? null,
      isTopic: false,
      status: PublishStatus.PUBLISHED,
      publishedAt: now,
      sort: 20,
    })
    .returning({ id: lessons.id });
  if (!series || !safety) throw new Error('seeding lessons failed');
  await db.insert(lessonContents).values([
    { lessonId: series.id, contentId: id('ct-basics'), sort: 10 },
    { lessonId: series.id, contentId: id('ai-reading'), sort: 20 },
    { lessonId: series.id, contentId: id('case-ggn'), sort: 30 },
    { lessonId: safety.id, contentId: id('contrast-safety'), sort: 10 },
    { lessonId: safety.id, contentId: id('nursing'), sort: 20 },
  ]);
  created.push('lessons 胸部影像进阶系列, 对比剂安全系列');

  await db.insert(banners).values([
    {
      position: 'home',
      title: '胸部低剂量 CT 肺结节筛查规范',
      image: demoBanner('banner-ct-screening'),
      link: `/course/detail?id=${id('ct-basics')}&typeMap=${TypeMap.COURSE}`,
      sort: 10,
    },
    {
      position: 'home',
      title: '病例专区上新',
      image: demoBanner('banner-case-area'),
      link: '/casearea',
      sort: 20,
    },
    {
      position: 'lesson',
      title: '胸部影像进阶系列',
      image: demoBanner('banner-chest-series'),
      link: `/course/detail?lessonId=${series.id}`,
      sort: 10,
    },
  ]);
  const sectionRows = await db
    .insert(homeSections)
    .values([
      {
        title: '精选推荐',
        kind: 'recommend',
        itemLimit: 4,
        layout: 'cards',
        sort: 10,
        moreLink: '/allcontent',
      },
      {
        title: '热门课程',
        kind: 'contents',
        listType: TypeMap.COURSE,
        itemLimit: 4,
        layout: 'list',
        sort: 20,
        moreLink: '/course',
      },
      {
        title: '病例专区',
        kind: 'contents',
        listType: TypeMap.CASE,
        itemLimit: 3,
        layout: 'list',
        sort: 30,
        moreLink: '/casearea',
      },
      { title: '系列课程', kind: 'lessons', itemLimit: 4, layout: 'cards', sort: 40, moreLink: '/course' },
    ])
    .returning({ id: homeSections.id });
  created.push(`home sections ×${sectionRows.length}`);
  await db.insert(homeRecommendations).values([
    { contentId: id('ct-basics'), sort: 10 },
    { contentId: id('case-ggn'), sort: 20 },
    { contentId: id('contrast-safety'), sort: 30 },
    { contentId: id('stroke-ct'), sort: 40 },
  ]);

  const [form] = await db
    .insert(contentForms)
    .values({
      contentId: id('contrast-safety'),
      title: '学习反馈',
      description: '提交反馈后可领取本课程讲义。',
    })
    .returning({ id: contentForms.id });
  if (form) {
    await db.insert(formQuestions).values([
      {
        formId: form.id,
        kind: 'select',
        label: '本课程对您的临床工作帮助大吗？',
        required: true,
        options: ['很有帮助', '有一些帮助', '帮助不大'],
        sort: 10,
      },
      {
        formId: form.id,
        kind: 'textarea',
        label: '您在临床中遇到过哪些对比剂不良反应？',
        required: false,
        publicAnswers: true,
        sort: 20,
      },
    ]);
    created.push('form 学习反馈');
  }
  return created;
}
