import type { CampaignStateValue } from '@ia/shared';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentForms, contents, formSubmissions, learningProgress, pointsLedger } from '../../db/schema';
import { everyTermIn } from '../../db/sql-helpers';
import { liveContentCondition } from '../content';
import { CampaignStatus } from './campaign-access';
import {
  type CampaignContentRow,
  type CampaignParticipantRow,
  type CampaignRow,
  type CampaignSectionRow,
  campaignContents,
  campaignDescAcceptances,
  campaignParticipants,
  campaignSections,
  campaigns,
} from './campaigns.table';

/** content_forms.type of a campaign's sign-up form. */
export const SIGN_UP_FORM_TYPE = 6;

/** A campaign of the list with whether the viewer joined it. */
export type CampaignListRow = CampaignRow & { joinedAt: Date | null };

/** A section with how many live contents and live child sections it has. */
export type SectionWithCounts = CampaignSectionRow & { contentCount: number; childCount: number };

export type DescAcceptanceRow = typeof campaignDescAcceptances.$inferSelect;

/** What the once-shown things and the form need to know about a member. */
export interface SignUpFormState {
  /** The campaign's enabled sign-up form, if any. */
  formId: number | null;
  submitted: boolean;
}

/**
 * The visibility rule of campaign-access.ts (isCampaignVisible) as SQL: published, not deleted,
 * before its approval expiry. Keep the two in step.
 */
export function visibleCampaignCondition(now: Date): SQL {
  return and(
    eq(campaigns.status, CampaignStatus.PUBLISHED),
    isNull(campaigns.deletedAt),
    or(isNull(campaigns.expiresAt), gt(campaigns.expiresAt, now)),
  ) as SQL;
}

/** campaignState() as SQL. */
function stateCondition(state: CampaignStateValue, now: Date): SQL {
  switch (state) {
    case 'upcoming':
      return gt(campaigns.startAt, now);
    case 'ongoing':
      return and(lte(campaigns.startAt, now), gt(campaigns.endAt, now)) as SQL;
    case 'ended':
      return lte(campaigns.endAt, now);
  }
}

/** Ongoing campaigns first, then upcoming, then ended. */
function stateOrder(now: Date): SQL {
  const at = now.toISOString();
  return sql`case when ${campaigns.startAt} > ${at}::timestamptz then 1 when ${campaigns.endAt} > ${at}::timestamptz then 0 else 2 end`;
}

/** Queries of the app's side of campaigns: campaigns, sections, contents, participants, descriptions. */
export class CampaignsRepository {
  constructor(private readonly db: Database) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (repository: CampaignsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new CampaignsRepository(tx)));
  }

  async findCampaign(id: number): Promise<CampaignRow | undefined> {
    const [row] = await this.db.select().from(campaigns).where(eq(campaigns.id, id));
    return row;
  }

  /** A page of visible campaigns, ongoing first, with whether `viewerId` joined each. */
  async listPage(
    filter: {
      state?: CampaignStateValue | undefined;
      now: Date;
      viewerId: number | null;
      /** Lower-cased terms each of which the title or summary holds. */
      terms?: readonly string[] | undefined;
    },
    limit: number,
    offset: number,
  ): Promise<{ total: number; rows: CampaignListRow[] }> {
    const where = and(
      visibleCampaignCondition(filter.now),
      filter.state ? stateCondition(filter.state, filter.now) : undefined,
      everyTermIn([campaigns.title, campaigns.summary], filter.terms ?? []),
    );
    const [rows, totals] = await Promise.all([
      this.db
        .select({ campaign: campaigns, joinedAt: campaignParticipants.joinedAt })
        .from(campaigns)
        .leftJoin(
          campaignParticipants,
          and(
            eq(campaignParticipants.campaignId, campaigns.id),
            eq(campaignParticipants.userId, filter.viewerId ?? 0),
          ),
        )
        .where(where)
        .orderBy(stateOrder(filter.now), asc(campaigns.sort), desc(campaigns.startAt), desc(campaigns.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(campaigns).where(where),
    ]);
    return {
      total: totals[0]?.total ?? 0,
      rows: rows.map((row) => ({ ...row.campaign, joinedAt: row.joinedAt })),
    };
  }

  // ---- participants ------------------------------------------------------------------------

  async findParticipant(campaignId: number, userId: number): Promise<CampaignParticipantRow | undefined> {
    const [row] = await this.db
      .select()
      .from(campaignParticipants)
      .where(and(eq(campaignParticipants.campaignId, campaignId), eq(campaignParticipants.userId, userId)));
    return row;
  }

  /**
   * Makes the user a participant (a second join changes nothing) and counts them once: the count
   * moves only when this call inserted the row, in the same transaction.
   */
  async join(campaignId: number, userId: number, at: Date): Promise<CampaignParticipantRow> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(campaignParticipants)
        .values({ campaignId, userId, joinedAt: at })
        .onConflictDoNothing()
        .returning();
      if (inserted.length > 0) {
        await tx
          .update(campaigns)
          .set({ participantCount: sql`${campaigns.participantCount} + 1` })
          .where(eq(campaigns.id, campaignId));
        return inserted[0] as CampaignParticipantRow;
      }
      const [existing] = await tx
        .select()
        .from(campaignParticipants)
        .where(and(eq(campaignParticipants.campaignId, campaignId), eq(campaignParticipants.userId, userId)));
      if (!existing) throw new Error('campaign participant vanished while joining');
      return existing;
    });
  }

  /** Remembers that the poster (or the form) was shown; the first time stays. Undefined when not a participant. */
  async markShown(
    campaignId: number,
    userId: number,
    kind: 'poster' | 'form',
    at: Date,
  ): Promise<CampaignParticipantRow | undefined> {
    const column = kind === 'poster' ? campaignParticipants.posterShownAt : campaignParticipants.formShownAt;
    const [row] = await this.db
      .update(campaignParticipants)
      .set(
        kind === 'poster'
          ? { posterShownAt: sql`coalesce(${column}, ${at.toISOString()}::timestamptz)` }
          : { formShownAt: sql`coalesce(${column}, ${at.toISOString()}::timestamptz)` },
      )
      .where(and(eq(campaignParticipants.campaignId, campaignId), eq(campaignParticipants.userId, userId)))
      .returning();
    return row;
  }

  // ---- descriptions ------------------------------------------------------------------------

  async findAcceptance(
    userId: number,
    campaignId: number,
    sectionId: number,
  ): Promise<DescAcceptanceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(campaignDescAcceptances)
      .where(
        and(
          eq(campaignDescAcceptances.userId, userId),
          eq(campaignDescAcceptances.campaignId, campaignId),
          eq(campaignDescAcceptances.sectionId, sectionId),
        ),
      );
    return row;
  }

  /** Records the acceptance once; accepting again keeps the first date. */
  async accept(userId: number, campaignId: number, sectionId: number, at: Date): Promise<DescAcceptanceRow> {
    await this.db
      .insert(campaignDescAcceptances)
      .values({ userId, campaignId, sectionId, acceptedAt: at })
      .onConflictDoNothing();
    const row = await this.findAcceptance(userId, campaignId, sectionId);
    if (!row) throw new Error('description acceptance missing after insert');
    return row;
  }

  // ---- the sign-up form --------------------------------------------------------------------

  /** The campaign's enabled sign-up form and whether the user submitted it. */
  async signUpFormState(campaignId: number, userId: number): Promise<SignUpFormState> {
    const [form] = await this.db
      .select({ id: contentForms.id })
      .from(contentForms)
      .where(
        and(
          eq(contentForms.type, SIGN_UP_FORM_TYPE),
          eq(contentForms.contentId, campaignId),
          eq(contentForms.enabled, true),
        ),
      );
    if (!form) return { formId: null, submitted: false };
    const [submission] = await this.db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(and(eq(formSubmissions.formId, form.id), eq(formSubmissions.userId, userId)));
    return { formId: form.id, submitted: submission !== undefined };
  }

  // ---- sections ----------------------------------------------------------------------------

  async findSection(id: number, now: Date): Promise<SectionWithCounts | undefined> {
    const [row] = await this.db
      .select()
      .from(campaignSections)
      .where(and(eq(campaignSections.id, id), isNull(campaignSections.deletedAt)));
    if (!row) return undefined;
    return (await this.withCounts([row], now))[0];
  }

  /** A page of a campaign's top-level sections (`parentId` null) or of a section's children, in order. */
  async sectionsPage(
    scope: { campaignId: number; parentId: number | null; now: Date },
    limit: number,
    offset: number,
  ): Promise<{ total: number; rows: SectionWithCounts[] }> {
    const where = and(
      eq(campaignSections.campaignId, scope.campaignId),
      scope.parentId === null
        ? isNull(campaignSections.parentId)
        : eq(campaignSections.parentId, scope.parentId),
      isNull(campaignSections.deletedAt),
    );
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(campaignSections)
        .where(where)
        .orderBy(asc(campaignSections.sort), asc(campaignSections.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(campaignSections).where(where),
    ]);
    return { total: totals[0]?.total ?? 0, rows: await this.withCounts(rows, scope.now) };
  }

  /** Adds each section's count of live contents and of child sections, in two grouped queries. */
  private async withCounts(rows: CampaignSectionRow[], now: Date): Promise<SectionWithCounts[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [contentCounts, childCounts] = await Promise.all([
      this.db
        .select({ sectionId: campaignContents.sectionId, value: count() })
        .from(campaignContents)
        .innerJoin(contents, eq(contents.id, campaignContents.contentId))
        .where(and(inArray(campaignContents.sectionId, ids), liveContentCondition(now)))
        .groupBy(campaignContents.sectionId),
      this.db
        .select({ parentId: campaignSections.parentId, value: count() })
        .from(campaignSections)
        .where(and(inArray(campaignSections.parentId, ids), isNull(campaignSections.deletedAt)))
        .groupBy(campaignSections.parentId),
    ]);
    const contentsBySection = new Map(contentCounts.map((row) => [row.sectionId, row.value]));
    const childrenBySection = new Map(childCounts.map((row) => [row.parentId, row.value]));
    return rows.map((row) => ({
      ...row,
      contentCount: contentsBySection.get(row.id) ?? 0,
      childCount: childrenBySection.get(row.id) ?? 0,
    }));
  }

  // ---- contents ----------------------------------------------------------------------------

  /**
   * The contents listed in a section, or in every live section of a campaign, in order (section
   * order first for a whole campaign). Whether each content is live is the content rule's to say.
   */
  contentsOf(scope: { sectionId: number } | { campaignId: number }): Promise<CampaignContentRow[]> {
    const where =
      'sectionId' in scope
        ? eq(campaignContents.sectionId, scope.sectionId)
        : eq(campaignContents.campaignId, scope.campaignId);
    return this.db
      .select({ item: campaignContents })
      .from(campaignContents)
      .innerJoin(campaignSections, eq(campaignSections.id, campaignContents.sectionId))
      .where(and(where, isNull(campaignSections.deletedAt)))
      .orderBy(
        asc(campaignSections.sort),
        asc(campaignSections.id),
        asc(campaignContents.sort),
        asc(campaignContents.id),
      )
      .then((rows) => rows.map((row) => row.item));
  }

  /** A campaign content whose section still exists, with its section. */
  async findCampaignContent(
    id: number,
  ): Promise<{ item: CampaignContentRow; section: CampaignSectionRow } | undefined> {
    const [row] = await this.db
      .select({ item: campaignContents, section: campaignSections })
      .from(campaignContents)
      .innerJoin(campaignSections, eq(campaignSections.id, campaignContents.sectionId))
      .where(and(eq(campaignContents.id, id), isNull(campaignSections.deletedAt)));
    return row;
  }

  /**
   * Of the campaign contents, those the participant finished inside the campaign: learning
   * progress finished at or after joining and no later than the campaign's end (the rule the
   * points reconciler applies).
   */
  async finishedInCampaign(userId: number, campaignContentIds: readonly number[]): Promise<Set<number>> {
    if (campaignContentIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: campaignContents.id })
      .from(campaignContents)
      .innerJoin(campaigns, eq(campaigns.id, campaignContents.campaignId))
      .innerJoin(
        campaignParticipants,
        and(
          eq(campaignParticipants.campaignId, campaignContents.campaignId),
          eq(campaignParticipants.userId, userId),
        ),
      )
      .innerJoin(
        learningProgress,
        and(eq(learningProgress.userId, userId), eq(learningProgress.contentId, campaignContents.contentId)),
      )
      .where(
        and(
          inArray(campaignContents.id, [...campaignContentIds]),
          sql`${learningProgress.finishedAt} >= ${campaignParticipants.joinedAt}`,
          sql`${learningProgress.finishedAt} <= ${campaigns.endAt}`,
        ),
      );
    return new Set(rows.map((row) => row.id));
  }

  // ---- points ------------------------------------------------------------------------------

  /**
   * Writes the points participants earned by finishing campaign contents, in ONE statement:
   * every (participant, campaign content worth points) whose content the participant finished
   * at or after joining and by the campaign's end, filed under `campaign:{id}:content:{cc id}`
   * with the finishing time. The ledger's unique (user, source_key) index makes it exactly once,
   * however many processes run it at the same time: a concurrent insert of the same key waits for
   * the other and then does nothing. `campaignId` limits it to one campaign; `endedAfter` skips
   * campaigns that ended before then (the periodic job's working set).
   */
  async reconcileContentPoints(scope: { campaignId?: number; endedAfter?: Date }): Promise<number> {
    // campaignContentSource() of points.service, written in SQL.
    const sourceKey = sql`'campaign:' || cc.campaign_id || ':content:' || cc.id`;
    const result = await this.db.execute(sql`
      insert into ${pointsLedger} (user_id, points, reason, source_key, campaign_id, created_at)
      select p.user_id, cc.points, left('学习「' || c.title || '」', 100), ${sourceKey}, cc.campaign_id,
        lp.finished_at
      from ${campaignContents} cc
      join ${campaigns} ca on ca.id = cc.campaign_id and ca.status = ${CampaignStatus.PUBLISHED}
        and ca.deleted_at is null
      join ${campaignSections} s on s.id = cc.section_id and s.deleted_at is null
      join ${contents} c on c.id = cc.content_id
      join ${campaignParticipants} p on p.campaign_id = cc.campaign_id
      join ${learningProgress} lp on lp.user_id = p.user_id and lp.content_id = cc.content_id
      where cc.points > 0
        and lp.finished_at is not null and lp.finished_at >= p.joined_at and lp.finished_at <= ca.end_at
        ${scope.campaignId === undefined ? sql`` : sql`and cc.campaign_id = ${scope.campaignId}`}
        ${scope.endedAfter === undefined ? sql`` : sql`and ca.end_at > ${scope.endedAfter.toISOString()}::timestamptz`}
        and not exists (select 1 from ${pointsLedger} pl where pl.user_id = p.user_id and pl.source_key = ${sourceKey})
      -- One lock order for every runner: two processes inserting overlapping keys wait, never deadlock.
      order by p.user_id, cc.id
      on conflict (user_id, source_key) do nothing
      returning user_id`);
    return (result as unknown as { rows: unknown[] }).rows.length;
  }
}
