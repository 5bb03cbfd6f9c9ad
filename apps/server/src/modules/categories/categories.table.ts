import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from '../../db/columns';

/** Course categories (spec §3): a tree by parent_id (0 = top level), soft-deleted by deleted_at. */
export const courseCategories = pgTable(
  'course_categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    /** English name; empty: the app shows the Chinese (decision 038). */
    nameEn: varchar('name_en', { length: 100 }).notNull().default(''),
    cover: text('cover'),
    sort: integer('sort').notNull().default(0),
    parentId: integer('parent_id').notNull().default(0),
    level: smallint('level').notNull().default(1),
    /** 0 all; 1 only the listed groups; 2 all but the listed groups. */
    memberGroupFlag: smallint('member_group_flag').notNull().default(0),
    memberGroupIds: integer('member_group_ids').array().notNull().default(sql`'{}'::integer[]`),
    ...timestamps(),
    deletedAt: timestampTz('deleted_at'),
  },
  (table) => [index('course_categories_parent_idx').on(table.parentId, table.sort)],
);

export type CourseCategoryRow = typeof courseCategories.$inferSelect;
