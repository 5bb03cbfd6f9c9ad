import { boolean, integer, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns';

/**
 * Tasks with progress bars (/personal/task daily goals, /annual/task yearly goals), edited in
 * the console. Progress is computed from the logs on request (nothing is counted here); a task
 * reached in its period may award `points` once per period (ledger source `task:{id}:{period}`).
 */
export const tasks = pgTable('tasks', {
  id: serial('id').primaryKey(),
  /** daily (resets each China day) or yearly (each calendar year, China time). */
  period: varchar('period', { length: 16 }).notNull(),
  title: varchar('title', { length: 50 }).notNull(),
  description: varchar('description', { length: 200 }).notNull().default(''),
  /** English title and description; empty: the app shows the Chinese (decision 038). */
  titleEn: varchar('title_en', { length: 50 }).notNull().default(''),
  descriptionEn: varchar('description_en', { length: 200 }).notNull().default(''),
  /** What is measured (TaskMetric in packages/shared): sign_in_days, learning_minutes, … */
  metric: varchar('metric', { length: 32 }).notNull(),
  target: integer('target').notNull(),
  /** Points for reaching the target (0: none). */
  points: integer('points').notNull().default(0),
  /** Where the app sends the user to work on it (an app path), optional. */
  link: varchar('link', { length: 200 }),
  sort: smallint('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});
export type TaskRow = typeof tasks.$inferSelect;
