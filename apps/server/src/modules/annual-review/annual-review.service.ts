import {
  ANNUAL_REVIEW_FIRST_YEAR,
  type AnnualReview,
  type AnnualReviewVisit,
  chinaDay,
  chinaYear,
  chinaYearRange,
} from '@ia/shared';
import type { UserRow } from '../../db/schema';
import { appError } from '../../lib/app-error';
import type { RankingService } from '../ranking';
import type { AnnualReviewRepository } from './annual-review.repository';
import type { AnnualReviewVisitRow } from './annual-review.table';

/** At most this many medal names travel with the review (the count is always complete). */
const MEDAL_NAMES_MAX = 6;

/** Share (0–100) of the ranked members one is ahead of: rank 1 is 100, the last rank 0, a board of one 100. */
export function percentileOfRank(rank: number, size: number): number {
  if (size <= 1) return 100;
  return Math.max(0, Math.min(100, Math.floor((100 * (size - rank)) / (size - 1))));
}

function presentVisit(year: number, row: AnnualReviewVisitRow | undefined): AnnualReviewVisit {
  return {
    year,
    views: row?.views ?? 0,
    first_viewed_at: row?.firstViewedAt?.toISOString() ?? null,
    finished_at: row?.finishedAt?.toISOString() ?? null,
  };
}

/**
 * The annual review: a member's year in numbers from the logs (learn_logs, points_ledger,
 * user_medals) and the boards, for any year from ANNUAL_REVIEW_FIRST_YEAR to the current
 * China year; plus the record of who opened it and who read it to the end.
 */
export class AnnualReviewService {
  constructor(
    private readonly repository: AnnualReviewRepository,
    private readonly ranking: RankingService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** GET year/h5/data/{year}. */
  async review(user: UserRow, year: number): Promise<AnnualReview> {
    const range = this.yearRange(year);
    const [learning, favourite, medalNames, points, visit, standing] = await Promise.all([
      this.repository.learning(user.id, range),
      this.repository.favouriteCategory(user.id, range),
      this.repository.medalsEarned(user.id, range),
      this.repository.points(user.id, range),
      this.repository.visit(user.id, year),
      // The boards describe now: a percentile only makes sense for the year we are in.
      year === chinaYear(this.now()) ? this.ranking.totalStanding(user.id) : Promise.resolve(null),
    ]);
    const monthlyMinutes = learning.monthlySeconds.map((seconds) => Math.floor(seconds / 60));
    let busiest: AnnualReview['busiest_month'] = null;
    monthlyMinutes.forEach((minutes, index) => {
      if (minutes > 0 && (!busiest || minutes > busiest.minutes)) busiest = { month: index + 1, minutes };
    });
    const firsts = [learning.firstAt, points.firstAt].filter((at): at is Date => at !== null);
    const firstAt = firsts.length > 0 ? new Date(Math.min(...firsts.map((at) => at.getTime()))) : null;
    return {
      year,
      name: user.name?.trim() || user.nickname?.trim() || '学员',
      avatar: user.avatarUrl,
      registered_on: user.registeredAt ? chinaDay(user.registeredAt) : null,
      first_day: firstAt ? chinaDay(firstAt) : null,
      active_days: learning.activeDays,
      learning_minutes: Math.floor(learning.learnSeconds / 60),
      meeting_minutes: Math.floor(learning.meetingSeconds / 60),
      contents: learning.contents,
      cases: learning.cases,
      meetings_live: learning.meetingsLive,
      meetings_replayed: learning.meetingsReplayed,
      medals: medalNames.length,
      medal_names: medalNames.slice(0, MEDAL_NAMES_MAX),
      points: points.points,
      rank_percentile: standing ? percentileOfRank(standing.rank, standing.size) : null,
      favourite_category: favourite
        ? { id: favourite.id, name: favourite.name, minutes: Math.floor(favourite.seconds / 60) }
        : null,
      busiest_month: busiest,
      monthly_minutes: monthlyMinutes,
      finished: Boolean(visit?.finishedAt),
    };
  }

  /** POST year/h5/data/{year}/view/log: counts an opening of the review. */
  async recordView(userId: number, year: number): Promise<AnnualReviewVisit> {
    this.yearRange(year);
    return presentVisit(year, await this.repository.recordView(userId, year, this.now()));
  }

  /** POST year/h5/data/{year}/finished: the member reached the end (the first time is kept). */
  async recordFinished(userId: number, year: number): Promise<AnnualReviewVisit> {
    this.yearRange(year);
    return presentVisit(year, await this.repository.recordFinished(userId, year, this.now()));
  }

  /** The year's range; a year after the current China year (or before the first) is refused. */
  private yearRange(year: number) {
    const current = chinaYear(this.now());
    if (year < ANNUAL_REVIEW_FIRST_YEAR || year > current) {
      throw appError('ANNUAL_REVIEW_YEAR_OUT_OF_RANGE', { first: ANNUAL_REVIEW_FIRST_YEAR, last: current });
    }
    return chinaYearRange(year);
  }
}
