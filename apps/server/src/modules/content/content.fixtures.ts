import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courseCategories } from '../categories/categories.table';
import {
  banners,
  type ContentRow,
  contents,
  diseases,
  homeRecommendations,
  homeSections,
  type LessonRow,
  lessonContents,
  lessons,
  PublishStatus,
  tags,
} from './content.table';
import { plainText, searchGrams, searchText } from './search-text';

// Test fixtures: rows written straight through the database handle, for any module's tests
// (social, learning, console) that need contents, lessons or home data to exist.

/** Published a month before the test clock's default (2026-06-01). */
const FIXTURE_PUBLISHED_AT = new Date('2026-05-01T00:00:00.000Z');

export async function insertTag(db: Database, name: string, sort = 0): Promise<number> {
  const [row] = await db.insert(tags).values({ name, sort }).returning({ id: tags.id });
  if (!row) throw new Error('insert into tags returned no row');
  return row.id;
}

export async function insertDisease(db: Database, name: string, sort = 0): Promise<number> {
  const [row] = await db.insert(diseases).values({ name, sort }).returning({ id: diseases.id });
  if (!row) throw new Error('insert into diseases returned no row');
  return row.id;
}

export async function insertCategory(
  db: Database,
  values: Partial<typeof courseCategories.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(courseCategories)
    .values({ name: '分类', ...values })
    .returning({ id: courseCategories.id });
  if (!row) throw new Error('insert into course_categories returned no row');
  return row.id;
}

/**
 * A live course video by default; `values` override any column. search_text and search_grams are
 * computed the way the console writes them (title, summary, tags, diseases, speaker, body).
 */
export async function insertContent(
  db: Database,
  values: Partial<typeof contents.$inferInsert> = {},
): Promise<ContentRow> {
  const row = {
    listType: 1,
    contentType: 1,
    title: '示例课程',
    status: PublishStatus.PUBLISHED,
    publishedAt: FIXTURE_PUBLISHED_AT,
    videoUrl: '/demo-media/demo.mp4',
    durationSeconds: 120,
    ...values,
  };
  const tagIds = row.tagIds ?? [];
  const diseaseIds = row.diseaseIds ?? [];
  const tagNames =
    tagIds.length === 0
      ? []
      : (await db.select({ name: tags.name }).from(tags).where(inArray(tags.id, tagIds))).map(
          (tag) => tag.name,
        );
  const diseaseNames =
    diseaseIds.length === 0
      ? []
      : (await db.select({ name: diseases.name }).from(diseases).where(inArray(diseases.id, diseaseIds))).map(
          (disease) => disease.name,
        );
  const text = searchText([
    row.title,
    row.summary,
    ...tagNames,
    ...diseaseNames,
    row.speakerName,
    plainText(row.body ?? ''),
  ]);
  const [inserted] = await db
    .insert(contents)
    .values({ ...row, searchText: text, searchGrams: searchGrams(text) })
    .returning();
  if (!inserted) throw new Error('insert into contents returned no row');
  return inserted;
}

/** A published series holding `contentIds` in that order. */
export async function insertLesson(
  db: Database,
  contentIds: readonly number[],
  values: Partial<typeof lessons.$inferInsert> = {},
): Promise<LessonRow> {
  const [lesson] = await db
    .insert(lessons)
    .values({
      title: '示例系列课',
      status: PublishStatus.PUBLISHED,
      publishedAt: FIXTURE_PUBLISHED_AT,
      ...values,
    })
    .returning();
  if (!lesson) throw new Error('insert into lessons returned no row');
  if (contentIds.length > 0) {
    await db
      .insert(lessonContents)
      .values(contentIds.map((contentId, index) => ({ lessonId: lesson.id, contentId, sort: index + 1 })));
  }
  return lesson;
}

export async function insertBanner(
  db: Database,
  values: Partial<typeof banners.$inferInsert> & { position: 'home' | 'lesson' },
): Promise<number> {
  const [row] = await db
    .insert(banners)
    .values({ title: '横幅', image: '/uploads/banner.jpg', ...values })
    .returning({ id: banners.id });
  if (!row) throw new Error('insert into banners returned no row');
  return row.id;
}

export async function insertHomeSection(
  db: Database,
  values: Partial<typeof homeSections.$inferInsert> & { kind: string },
): Promise<number> {
  const [row] = await db
    .insert(homeSections)
    .values({ title: '栏目', ...values })
    .returning({ id: homeSections.id });
  if (!row) throw new Error('insert into home_sections returned no row');
  return row.id;
}

/** Recommends the contents on the home page, in the order given. */
export async function recommendContents(db: Database, contentIds: readonly number[]): Promise<void> {
  if (contentIds.length === 0) return;
  await db
    .insert(homeRecommendations)
    .values(contentIds.map((contentId, index) => ({ contentId, sort: index + 1 })));
}
