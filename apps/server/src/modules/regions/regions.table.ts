import { index, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';

/** The region list (spec §3): provinces (2-digit codes), cities (4) and districts (6). */
export const regions = pgTable(
  'regions',
  {
    code: varchar('code', { length: 6 }).primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    /** '' for provinces. */
    parentCode: varchar('parent_code', { length: 4 }).notNull(),
    level: smallint('level').notNull(),
    isHot: smallint('is_hot').notNull().default(0),
    sort: smallint('sort').notNull().default(0),
  },
  (table) => [index('regions_parent_idx').on(table.parentCode, table.sort)],
);

export type RegionRow = typeof regions.$inferSelect;
