import type { PointsRepository, RankedRow } from './points.repository';
import type { PointsLedgerRow } from './points.table';

/** Most characters of a reason the ledger keeps (points_ledger.reason is varchar(100)). */
export const POINTS_REASON_MAX = 100;

/** The ledger's source key of points earned with a campaign's sign-up form. */
export const campaignFormSource = (campaignId: number) => `campaign:${campaignId}:form`;
/** The ledger's source key of points earned by finishing a campaign content (campaign_contents.id). */
export const campaignContentSource = (campaignId: number, campaignContentId: number) =>
  `campaign:${campaignId}:content:${campaignContentId}`;

/**
 * Points: an append-only ledger where each award names its source, so an award happens exactly
 * once per user and source however often (and however concurrently) its trigger fires. A user's
 * points in a campaign are the sum of the awards filed under it.
 */
export class PointsService {
  constructor(
    private readonly repository: PointsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Awards `points` to the user for `sourceKey` unless that source already earned them; answers
   * the points awarded by this call (0 when the source had already been awarded, or for 0 points).
   */
  async award(
    userId: number,
    points: number,
    reason: string,
    sourceKey: string,
    campaignId: number | null = null,
  ): Promise<number> {
    if (!Number.isInteger(points) || points <= 0) return 0;
    const written = await this.repository.insertOnce({
      userId,
      points,
      reason: Array.from(reason).slice(0, POINTS_REASON_MAX).join(''),
      sourceKey,
      campaignId,
      at: this.now(),
    });
    return written ? points : 0;
  }

  /** A page of the campaign's ranking (users with points only), best first. */
  campaignRanking(
    campaignId: number,
    limit: number,
    offset: number,
  ): Promise<{ total: number; rows: RankedRow[] }> {
    return this.repository.campaignRankingPage(campaignId, limit, offset);
  }

  /** The user's standing in the campaign, or undefined without points there. */
  campaignStanding(campaignId: number, userId: number): Promise<RankedRow | undefined> {
    return this.repository.campaignRankOf(campaignId, userId);
  }

  /** How the user earned their points in the campaign, oldest first. */
  campaignEntries(campaignId: number, userId: number): Promise<PointsLedgerRow[]> {
    return this.repository.campaignEntries(campaignId, userId);
  }
}
