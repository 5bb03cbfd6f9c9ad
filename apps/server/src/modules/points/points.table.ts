import { bigserial, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns';

/**
 * The points ledger: every award (or deduction) is one row, and a user's points are the sum.
 * `source_key` names what earned it (e.g. `campaign:3:form`, `campaign:3:content:12`) and is
 * unique per user, so an award is written exactly once however often its trigger fires.
 * `campaign_id` files awards earned inside a campaign (its rich list sums them).
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    points: integer('points').notNull(),
    /** What the member sees in their points history. */
    reason: varchar('reason', { length: 100 }).notNull(),
    sourceKey: varchar('source_key', { length: 100 }).notNull(),
    campaignId: integer('campaign_id'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('points_ledger_source_uq').on(table.userId, table.sourceKey),
    index('points_ledger_campaign_idx').on(table.campaignId, table.userId),
    index('points_ledger_user_idx').on(table.userId, table.createdAt),
  ],
);
export type PointsLedgerRow = typeof pointsLedger.$inferSelect;
