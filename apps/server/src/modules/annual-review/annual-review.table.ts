import { integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns';

/**
 * Who opened the annual review of which year (year/h5/data/{year}/view/log), how often, and when
 * they first reached its end (…/finished): one row per user and year.
 */
export const annualReviewVisits = pgTable(
  'annual_review_visits',
  {
    userId: integer('user_id').notNull(),
    year: smallint('year').notNull(),
    views: integer('views').notNull().default(0),
    firstViewedAt: timestampTz('first_viewed_at'),
    lastViewedAt: timestampTz('last_viewed_at'),
    /** The first time the member reached the last slide; kept when they read it again. */
    finishedAt: timestampTz('finished_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.year] })],
);
export type AnnualReviewVisitRow = typeof annualReviewVisits.$inferSelect;
