import { z } from 'zod';

/**
 * The annual review (year/h5/data/{year}, /annual/retrospect): a member's year in numbers,
 * computed from the logs. The spec names 2024; the same calls serve any year from
 * ANNUAL_REVIEW_FIRST_YEAR to the current China year.
 */
export const ANNUAL_REVIEW_FIRST_YEAR = 2020;

export const annualReviewParamsSchema = z.object({
  year: z.coerce.number().int().min(ANNUAL_REVIEW_FIRST_YEAR, `年份不能早于 ${ANNUAL_REVIEW_FIRST_YEAR}`),
});

/** GET year/h5/data/{year}. Minutes are whole minutes (floored); days are China dates YYYY-MM-DD. */
export const annualReviewSchema = z.object({
  year: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  /** The day the member registered, null when unknown. */
  registered_on: z.string().nullable(),
  /** The first day of the year with learning, a meeting or points; null for a quiet year. */
  first_day: z.string().nullable(),
  /** Days of the year with any learning (courses, cases or meetings). */
  active_days: z.number().int().min(0),
  /** Minutes learned from contents (LEARN heartbeats). */
  learning_minutes: z.number().int().min(0),
  /** Minutes watched in meetings, live and replayed. */
  meeting_minutes: z.number().int().min(0),
  /** Distinct contents (courses, cases, others) opened or learned. */
  contents: z.number().int().min(0),
  /** Of those, cases (type 2). */
  cases: z.number().int().min(0),
  /** Distinct meetings watched live, and watched as a replay. */
  meetings_live: z.number().int().min(0),
  meetings_replayed: z.number().int().min(0),
  /** Medals earned in the year, newest first (at most 6 names). */
  medals: z.number().int().min(0),
  medal_names: z.array(z.string()),
  /** Points earned in the year (the sum of the ledger's rows in it). */
  points: z.number().int(),
  /**
   * Share (0–100) of ranked members the member is ahead of on the total board; null when not
   * ranked, or for a past year (the boards describe now, not that year).
   */
  rank_percentile: z.number().int().min(0).max(100).nullable(),
  /** The category learned longest, null without categorised learning. */
  favourite_category: z
    .object({ id: z.number().int(), name: z.string(), minutes: z.number().int() })
    .nullable(),
  /** The month (1–12) with the most learning and meeting minutes, null for a quiet year. */
  busiest_month: z.object({ month: z.number().int().min(1).max(12), minutes: z.number().int() }).nullable(),
  /** Learning plus meeting minutes per China month, January first (12 numbers). */
  monthly_minutes: z.array(z.number().int().min(0)).length(12),
  /** Whether the member has read the review to the end before. */
  finished: z.boolean(),
});
export type AnnualReview = z.infer<typeof annualReviewSchema>;

/** POST year/h5/data/{year}/view/log and …/finished: what the server has recorded for the viewer. */
export const annualReviewVisitSchema = z.object({
  year: z.number().int(),
  views: z.number().int().min(0),
  first_viewed_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type AnnualReviewVisit = z.infer<typeof annualReviewVisitSchema>;
