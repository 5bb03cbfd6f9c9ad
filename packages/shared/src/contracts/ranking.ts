import { z } from 'zod';
import { pagingQuerySchema } from '../paging';

/**
 * The points ranking (issue 6): total, monthly and weekly boards, each for everyone or for one
 * role group. Boards are rebuilt periodically on the server from the points ledger; staff are on
 * no board, and equal points share a rank (1, 2, 3, 3, 5).
 */

/** The board ids of `member/ranking-list/{id}`: 1 total, 2 this China month, 3 this China week (Monday first). */
export const RankingPeriod = { TOTAL: 1, MONTH: 2, WEEK: 3 } as const;
export type RankingPeriodValue = (typeof RankingPeriod)[keyof typeof RankingPeriod];
export const RANKING_PERIOD_NAMES = { 1: 'total', 2: 'month', 3: 'week' } as const satisfies Record<
  RankingPeriodValue,
  string
>;
export type RankingPeriodName = (typeof RANKING_PERIOD_NAMES)[RankingPeriodValue];

/** Role groups of the boards; `all` is everyone (members whose title is 'other' or unset are only there). */
export const RankingRole = ['all', 'doctor', 'technician', 'nurse'] as const;
export type RankingRoleValue = (typeof RankingRole)[number];
export type RoleGroup = Exclude<RankingRoleValue, 'all'>;

/**
 * The role group of a profile title code (TITLES in profile-options): `*physician` → doctor,
 * `*technician*` → technician, `*nurse` → nurse, anything else (other, unset) → null.
 * The server's board rebuild applies the same rule in SQL (ranking.repository.ts).
 */
export function roleGroupOfTitle(title: string | null | undefined): RoleGroup | null {
  if (!title) return null;
  if (title.endsWith('physician')) return 'doctor';
  if (title.includes('technician')) return 'technician';
  if (title.endsWith('nurse')) return 'nurse';
  return null;
}

/** How many rows just above and just below the viewer's own row the list answers. */
export const RANKING_NEIGHBOURS = 2;

export const rankingListParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .refine((value): value is RankingPeriodValue => value === 1 || value === 2 || value === 3, {
      message: '排行榜编号应为 1（总榜）、2（月榜）或 3（周榜）',
    }),
});
export const rankingListQuerySchema = pagingQuerySchema.extend({
  role: z.enum(RankingRole).default('all'),
});
export type RankingListQuery = z.infer<typeof rankingListQuerySchema>;

/** One row of a board; others' names are masked, the viewer's own is not. */
export const rankingEntrySchema = z.object({
  rank: z.number().int().min(1),
  /** Total order within the board (ties: earlier last award first). */
  position: z.number().int().min(1),
  name: z.string(),
  avatar: z.string().nullable(),
  hospital: z.string().nullable(),
  /** Profile title code (TITLES), null when unset. */
  title: z.string().nullable(),
  points: z.number().int(),
  /** Whether this row is the viewer. */
  me: z.boolean(),
});
export type RankingEntry = z.infer<typeof rankingEntrySchema>;

/**
 * Why the viewer has no row: `ranked` (they have one), `no_points` (none in the period yet),
 * `staff` (staff are never ranked), `other_role` (their title is not in this role group).
 */
export const RankingStanding = ['ranked', 'no_points', 'staff', 'other_role'] as const;
export type RankingStandingValue = (typeof RankingStanding)[number];

/** GET member/ranking-list/{id}?role=&current=&pageSize=: a page of the board, the viewer's row and neighbours. */
export const rankingListSchema = z.object({
  /** How many users are on the board. */
  total: z.number().int().min(0),
  data: z.array(rankingEntrySchema),
  period: z.enum(['total', 'month', 'week']),
  role: z.enum(RankingRole),
  /** When the boards were last rebuilt (ISO), null before the first rebuild. */
  refreshed_at: z.string().nullable(),
  standing: z.enum(RankingStanding),
  me: rankingEntrySchema.nullable(),
  /** Up to RANKING_NEIGHBOURS rows just above the viewer (best first), empty without a row. */
  above: z.array(rankingEntrySchema),
  /** Up to RANKING_NEIGHBOURS rows just below the viewer (best first). */
  below: z.array(rankingEntrySchema),
});
export type RankingList = z.infer<typeof rankingListSchema>;
