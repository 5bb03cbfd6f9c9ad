import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { certificatePrograms, medals, userCertificates } from '../modules/achievements/achievements.table';
import { courseCategories } from '../modules/categories/categories.table';
import { homeSections } from '../modules/content/content.table';
import { DEFAULT_TASKS } from '../modules/tasks/tasks.service';
import { tasks } from '../modules/tasks/tasks.table';

// The English an operator would write for the demo's own names (decision 038); the default
// tasks carry theirs (tasks.service.ts). Applied by name,
// only where the English is still empty: a demo seeded before the English columns existed gets it
// too, and an operator's own English is never overwritten. Names the demo does not know stay as
// they are (the app shows their Chinese).

/** Home sections, by their Chinese title. */
const DEMO_SECTION_ENGLISH: Readonly<Record<string, string>> = {
  精选推荐: 'Featured',
  学术会议: 'Meetings',
  热门课程: 'Popular courses',
  病例专区: 'Cases',
  系列课程: 'Course series',
};

/** Course categories, by their Chinese name. */
const DEMO_CATEGORY_ENGLISH: Readonly<Record<string, string>> = {
  'CT 影像': 'CT imaging',
  '胸部 CT': 'Chest CT',
  '腹部 CT': 'Abdominal CT',
  '心血管 CTA': 'Cardiovascular CTA',
  '神经 CT': 'Neuro CT',
  'MR 影像': 'MR imaging',
  '神经 MR': 'Neuro MR',
  '骨关节 MR': 'Musculoskeletal MR',
  '腹盆 MR': 'Abdominal and pelvic MR',
  '心脏 MR': 'Cardiac MR',
  超声医学: 'Ultrasound',
  超声造影: 'Contrast-enhanced ultrasound',
  心脏超声: 'Echocardiography',
  浅表器官超声: 'Superficial organ ultrasound',
  介入放射: 'Interventional radiology',
  血管介入: 'Vascular intervention',
  肿瘤介入: 'Oncologic intervention',
  对比剂安全: 'Contrast safety',
  碘对比剂: 'Iodinated contrast',
  钆对比剂: 'Gadolinium contrast',
  不良反应处理: 'Adverse reactions',
  影像技术: 'Imaging technology',
  'CT 扫描技术': 'CT scanning',
  'MR 扫描技术': 'MR scanning',
  辐射防护: 'Radiation protection',
  影像护理: 'Imaging nursing',
  增强检查护理: 'Contrast exam nursing',
  对比剂外渗处理: 'Contrast extravasation',
  病例讨论: 'Case discussions',
  疑难病例: 'Challenging cases',
  多学科会诊: 'Multidisciplinary consultations',
};

/** Medals, by their Chinese name: [name, description]. */
const DEMO_MEDAL_ENGLISH: Readonly<Record<string, readonly [string, string]>> = {
  病例新秀: ['Case rookie', 'Read your first case'],
  学习达人: ['Keen learner', 'Learn (meetings included) for 600 minutes in all'],
  '连续签到 7 天': ['7-day streak', 'Sign in 7 days in a row'],
  参会达人: ['Meeting regular', 'Attend 3 meetings (live or replay, at least 1 minute each)'],
  活动之星: ['Campaign star', 'Finish in the top 3 of the campaign’s points ranking'],
};

/** Certificate programmes, by their Chinese name: [name, description]. */
const DEMO_CERTIFICATE_ENGLISH: Readonly<Record<string, readonly [string, string]>> = {
  影像学院入门证书: [
    'Imaging Academy Introduction Certificate',
    'Finish every course of the series “Imaging Academy introduction”',
  ],
  学术会议参会证书: [
    'Meeting Attendance Certificate',
    'Watch every listed meeting (live or replay, at least 1 minute each)',
  ],
};

/** Fills the English of the demo's names where it is empty; returns what it filled. */
export async function fillDemoEnglish(db: Database): Promise<string[]> {
  let filled = 0;
  const count = (rows: unknown[]) => {
    filled += rows.length;
  };
  for (const [title, titleEn] of Object.entries(DEMO_SECTION_ENGLISH)) {
    count(
      await db
        .update(homeSections)
        .set({ titleEn })
        .where(and(eq(homeSections.title, title), eq(homeSections.titleEn, '')))
        .returning({ id: homeSections.id }),
    );
  }
  for (const [name, nameEn] of Object.entries(DEMO_CATEGORY_ENGLISH)) {
    count(
      await db
        .update(courseCategories)
        .set({ nameEn })
        .where(and(eq(courseCategories.name, name), eq(courseCategories.nameEn, '')))
        .returning({ id: courseCategories.id }),
    );
  }
  for (const { title, title_en: titleEn, description_en: descriptionEn } of DEFAULT_TASKS) {
    count(
      await db
        .update(tasks)
        .set({ titleEn, descriptionEn })
        .where(and(eq(tasks.title, title), eq(tasks.titleEn, '')))
        .returning({ id: tasks.id }),
    );
  }
  for (const [name, [nameEn, descriptionEn]] of Object.entries(DEMO_MEDAL_ENGLISH)) {
    count(
      await db
        .update(medals)
        .set({ nameEn, descriptionEn })
        .where(and(eq(medals.name, name), eq(medals.nameEn, '')))
        .returning({ id: medals.id }),
    );
  }
  for (const [name, [nameEn, descriptionEn]] of Object.entries(DEMO_CERTIFICATE_ENGLISH)) {
    count(
      await db
        .update(certificatePrograms)
        .set({ nameEn, descriptionEn })
        .where(and(eq(certificatePrograms.name, name), eq(certificatePrograms.nameEn, '')))
        .returning({ id: certificatePrograms.id }),
    );
  }
  // Certificates issued before their programme had English take the programme's.
  count(
    await db
      .update(userCertificates)
      .set({ programNameEn: sql`${certificatePrograms.nameEn}` })
      .from(certificatePrograms)
      .where(
        and(
          eq(userCertificates.programId, certificatePrograms.id),
          eq(userCertificates.programNameEn, ''),
          sql`${certificatePrograms.nameEn} <> ''`,
        ),
      )
      .returning({ id: userCertificates.id }),
  );
  return filled > 0 ? [`english names ×${filled}`] : [];
}
