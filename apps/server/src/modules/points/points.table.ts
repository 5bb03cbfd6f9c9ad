import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
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
    /** The points rule that awarded it (points_rules.action), null for campaign and manual awards. */
    action: varchar('action', { length: 32 }),
    /** The item it was earned on (typeMap and id), for per-item caps; null when not about an item. */
    targetType: smallint('target_type'),
    targetId: integer('target_id'),
    /** When the app showed the member the points popup for it (score-log/up-tip-status). */
    tipSeenAt: timestampTz('tip_seen_at'),
    /**
     * The China (UTC+8) day the award counts towards for a rule's daily cap: the day of the event,
     * or for minute rules the day the minutes were learned (awarded later by the reconciler).
     */
    day: date('day', { mode: 'string' }),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('points_ledger_source_uq').on(table.userId, table.sourceKey),
    index('points_ledger_action_idx').on(table.userId, table.action, table.day),
    index('points_ledger_item_idx').on(table.userId, table.action, table.targetType, table.targetId),
    index('points_ledger_created_idx').on(table.createdAt),
    index('points_ledger_campaign_idx').on(table.campaignId, table.userId),
    index('points_ledger_user_idx').on(table.userId, table.createdAt),
    // The points popup's unseen awards (score-log/up-tip-status): few per user, found at once.
    index('points_ledger_unseen_idx').on(table.userId).where(sql`tip_seen_at is null`),
  ],
);
export type PointsLedgerRow = typeof pointsLedger.$inferSelect;

/**
 * The points rules operators edit: what each action is worth, per event or per
 * `unit_minutes` of time, with optional caps per China day and per item.
 */
export const pointsRules = pgTable('points_rules', {
  /** SIGN_IN, VIEW, LEARN, ZAN, COMMENT, MEETING_VIEW, COURSE_FINISH, CAMPAIGN_JOIN, … */
  action: varchar('action', { length: 32 }).primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  points: integer('points').notNull(),
  /** Time rules (LEARN, MEETING_VIEW): points per this many minutes; null for event rules. */
  unitMinutes: integer('unit_minutes'),
  dailyCap: integer('daily_cap'),
  perItemCap: integer('per_item_cap'),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});
export type PointsRuleRow = typeof pointsRules.$inferSelect;

/** Daily sign-ins (member/login-log): one row per user and China day; streaks read them. */
export const memberSignIns = pgTable(
  'member_sign_ins',
  {
    userId: integer('user_id').notNull(),
    /** The China (UTC+8) calendar day. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
export type MemberSignInRow = typeof memberSignIns.$inferSelect;

/**
 * The ranking boards, rebuilt periodically from the ledger (never ranked per request): one row
 * per board and user with points there. `board` is `{period}:{role}`, period total | month |
 * week, role all | doctor | technician | nurse; staff are never on a board. Ties share a rank.
 */
export const pointsRankings = pgTable(
  'points_rankings',
  {
    board: varchar('board', { length: 32 }).notNull(),
    userId: integer('user_id').notNull(),
    points: integer('points').notNull(),
    rank: integer('rank').notNull(),
    /** Total order within the board (ties by earlier last award, then user id): neighbours and paging. */
    position: integer('position').notNull(),
    refreshedAt: timestampTz('refreshed_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.board, table.userId] }),
    uniqueIndex('points_rankings_position_uq').on(table.board, table.position),
  ],
);
export type PointsRankingRow = typeof pointsRankings.$inferSelect;
