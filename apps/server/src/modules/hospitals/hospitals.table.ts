import { index, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';

/** Hospitals users pick at registration (`hospital/get-hospital`); 'other' lets them type one. */
export const hospitals = pgTable(
  'hospitals',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    provinceCode: varchar('province_code', { length: 2 }).notNull(),
    cityCode: varchar('city_code', { length: 4 }),
    /** e.g. 三级甲等; free text from the source list. */
    grade: varchar('grade', { length: 16 }),
    /** 1 listed; 0 withdrawn by an operator. */
    status: smallint('status').notNull().default(1),
    ...timestamps(),
  },
  (table) => [index('hospitals_region_idx').on(table.provinceCode, table.cityCode)],
);

export type HospitalRow = typeof hospitals.$inferSelect;
