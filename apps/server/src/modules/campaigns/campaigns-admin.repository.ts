import type { CampaignStateValue } from '@ia/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableName,
  gt,
  ilike,
  inArray,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { type GuardedUpdate, nextUpdatedAt, unchangedSince } from '../../db/guarded-update';
import { contentForms, contents, formSubmissions, memberGroups, pointsLedger, users } from '../../db/schema';
import { containsPattern } from '../../db/sql-helpers';
import { SIGN_UP_FORM_TYPE } from './campaigns.repository';
import {
  type CampaignContentRow,
  type CampaignRow,
  type CampaignSectionRow,
  campaignContents,
  campaignDescAcceptances,
  campaignParticipants,
  campaignSections,
  campaigns,
} from './campaigns.table';

/** The columns an operator writes on a campaign. */
export type CampaignValues = Omit<
  typeof campaigns.$inferInsert,
  'id' | 'status' | 'participantCount' | 'zanCount' | 'commentCount' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;
export type SectionValues = Omit<
  typeof campaignSections.$inferInsert,
  'id' | 'campaignId' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;
export type ItemValues = Pick<CampaignContentRow, 'contentId' | 'points' | 'sort'>;

/** A campaign as the console lists it: with its live sections counted and its sign-up form's id. */
export type AdminCampaignRow = CampaignRow & { sectionCount: number; formId: number | null };
export type AdminSectionRow = CampaignSectionRow & { contentCount: number };
export type AdminItemRow = CampaignContentRow & { contentTitle: string; contentListType: number };

/** A participant with profile, points and what they did, as the console shows them. */
export interface ParticipantRow {
  userId: number;
  name: string | null;
  hospital: string | null;
  department: string | null;
  points: number;
  rank: number | null;
  joinedAt: Date;
  descAcceptedAt: Date | null;
  formSubmitted: boolean;
}

interface ParticipantSqlRow {
  user_id: number;
  name: string | null;
  hospital_name: string | null;
  department: string | null;
  points: number;
  rank: number | null;
  joined_at: Date | string;
  desc_accepted_at: Date | string | null;
  form_submitted: boolean;
  total: number;
}

/** The derived state as SQL over the dates (campaignState()). */
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

/**
 * A column as "table"."column": Drizzle leaves columns unqualified in a single-table select,
 * where a correlated subquery would resolve them against its own table.
 */
const qualified = (column: AnyPgColumn): SQL => sql.raw(`"${getTableName(column.table)}"."${column.name}"`);

const sectionCount = sql<number>`(select count(*)::int from ${campaignSections} cs
  where cs.campaign_id = ${qualified(campaigns.id)} and cs.deleted_at is null)`;
const formId = sql<number | null>`(select f.id from ${contentForms} f
  where f.type = ${SIGN_UP_FORM_TYPE} and f.content_id = ${qualified(campaigns.id)})`;

/** Queries of the console's campaigns, sections, section contents and participants. */
export class CampaignsAdminRepository {
  constructor(private readonly db: Database) {}

  // ---- campaigns ---------------------------------------------------------------------------

  async listCampaigns(
    filter: { keyword?: string | undefined; state?: CampaignStateValue | undefined; now: Date },
    limit: number,
    offset: number,
  ): Promise<{ total: number; rows: AdminCampaignRow[] }> {
    const where = and(
      isNull(campaigns.deletedAt),
      filter.keyword ? ilike(campaigns.title, containsPattern(filter.keyword)) : undefined,
      filter.state ? stateCondition(filter.state, filter.now) : undefined,
    );
    const [rows, totals] = await Promise.all([
      this.db
        .select({ campaign: campaigns, sectionCount, formId })
        .from(campaigns)
        .where(where)
        .orderBy(desc(campaigns.startAt), desc(campaigns.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(campaigns).where(where),
    ]);
    return {
      total: totals[0]?.total ?? 0,
      rows: rows.map((row) => ({ ...row.campaign, sectionCount: row.sectionCount, formId: row.formId })),
    };
  }

  /** A campaign not deleted, drafts included. */
  async findCampaign(id: number): Promise<AdminCampaignRow | undefined> {
    const [row] = await this.db
      .select({ campaign: campaigns, sectionCount, formId })
      .from(campaigns)
      .where(and(eq(campaigns.id, id), isNull(campaigns.deletedAt)));
    return row ? { ...row.campaign, sectionCount: row.sectionCount, formId: row.formId } : undefined;
  }

  async insertCampaign(values: CampaignValues, now: Date): Promise<CampaignRow> {
    const [row] = await this.db
      .insert(campaigns)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert into campaigns returned no row');
    return row;
  }

  /** Writes the operator's values unless the campaign changed since they read it. */
  async updateCampaign(
    id: number,
    editedAt: Date,
    values: CampaignValues | Pick<CampaignRow, 'status'>,
    now: Date,
  ): Promise<GuardedUpdate<CampaignRow>> {
    const [row] = await this.db
      .update(campaigns)
      .set({ ...values, updatedAt: nextUpdatedAt(campaigns.updatedAt, now) })
      .where(
        and(eq(campaigns.id, id), isNull(campaigns.deletedAt), unchangedSince(campaigns.updatedAt, editedAt)),
      )
      .returning();
    if (row) return { kind: 'updated', row };
    return (await this.findCampaign(id)) ? { kind: 'stale' } : { kind: 'missing' };
  }

  /** Soft-deletes a campaign: the app stops showing it; participants, points and forms stay for the record. */
  async deleteCampaign(id: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(campaigns)
      .set({ deletedAt: now, updatedAt: nextUpdatedAt(campaigns.updatedAt, now) })
      .where(and(eq(campaigns.id, id), isNull(campaigns.deletedAt)))
      .returning({ id: campaigns.id });
    return rows.length > 0;
  }

  /** Of the member group ids, those that exist. */
  async existingGroupIds(ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: memberGroups.id })
      .from(memberGroups)
      .where(inArray(memberGroups.id, [...ids]));
    return new Set(rows.map((row) => row.id));
  }

  // ---- sections ----------------------------------------------------------------------------

  /** Every live section of a campaign, top level and children alike, in order, with its content count. */
  async sectionsOf(campaignId: number): Promise<AdminSectionRow[]> {
    const rows = await this.db
      .select({
        section: campaignSections,
        contentCount: sql<number>`(select count(*)::int from ${campaignContents} cc
          where cc.section_id = ${qualified(campaignSections.id)})`,
      })
      .from(campaignSections)
      .where(and(eq(campaignSections.campaignId, campaignId), isNull(campaignSections.deletedAt)))
      .orderBy(asc(campaignSections.sort), asc(campaignSections.id));
    return rows.map((row) => ({ ...row.section, contentCount: row.contentCount }));
  }

  /** A live section of a campaign that is not deleted. */
  async findSection(sectionId: number): Promise<AdminSectionRow | undefined> {
    const [row] = await this.db
      .select({ campaignId: campaignSections.campaignId })
      .from(campaignSections)
      .innerJoin(campaigns, eq(campaigns.id, campaignSections.campaignId))
      .where(
        and(
          eq(campaignSections.id, sectionId),
          isNull(campaignSections.deletedAt),
          isNull(campaigns.deletedAt),
        ),
      );
    if (!row) return undefined;
    return (await this.sectionsOf(row.campaignId)).find((section) => section.id === sectionId);
  }

  async insertSection(campaignId: number, values: SectionValues, now: Date): Promise<CampaignSectionRow> {
    const [row] = await this.db
      .insert(campaignSections)
      .values({ ...values, campaignId, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert into campaign_sections returned no row');
    return row;
  }

  async updateSection(sectionId: number, values: SectionValues, now: Date): Promise<void> {
    await this.db
      .update(campaignSections)
      .set({ ...values, updatedAt: now })
      .where(and(eq(campaignSections.id, sectionId), isNull(campaignSections.deletedAt)));
  }

  /**
   * Soft-deletes a section with its child sections and takes their contents out of the campaign
   * (points already earned stay in the ledger).
   */
  async deleteSection(sectionId: number, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      const removed = await tx
        .update(campaignSections)
        .set({ deletedAt: now, updatedAt: now })
        .where(
          and(
            or(eq(campaignSections.id, sectionId), eq(campaignSections.parentId, sectionId)),
            isNull(campaignSections.deletedAt),
          ),
        )
        .returning({ id: campaignSections.id });
      const ids = removed.map((row) => row.id);
      if (ids.length > 0) await tx.delete(campaignContents).where(inArray(campaignContents.sectionId, ids));
    });
  }

  // ---- section contents --------------------------------------------------------------------

  itemsOf(sectionId: number): Promise<AdminItemRow[]> {
    return this.db
      .select({ item: campaignContents, contentTitle: contents.title, contentListType: contents.listType })
      .from(campaignContents)
      .innerJoin(contents, eq(contents.id, campaignContents.contentId))
      .where(eq(campaignContents.sectionId, sectionId))
      .orderBy(asc(campaignContents.sort), asc(campaignContents.id))
      .then((rows) =>
        rows.map((row) => ({
          ...row.item,
          contentTitle: row.contentTitle,
          contentListType: row.contentListType,
        })),
      );
  }

  /** A content listed in a live section of a campaign that is not deleted. */
  async findItem(itemId: number): Promise<AdminItemRow | undefined> {
    const [row] = await this.db
      .select({ item: campaignContents, contentTitle: contents.title, contentListType: contents.listType })
      .from(campaignContents)
      .innerJoin(contents, eq(contents.id, campaignContents.contentId))
      .innerJoin(campaignSections, eq(campaignSections.id, campaignContents.sectionId))
      .innerJoin(campaigns, eq(campaigns.id, campaignContents.campaignId))
      .where(
        and(eq(campaignContents.id, itemId), isNull(campaignSections.deletedAt), isNull(campaigns.deletedAt)),
      );
    return row
      ? { ...row.item, contentTitle: row.contentTitle, contentListType: row.contentListType }
      : undefined;
  }

  /** A content of the catalogue an operator may pick (not deleted; drafts too, they may publish later). */
  async findPickableContent(contentId: number): Promise<{ id: number; title: string } | undefined> {
    const [row] = await this.db
      .select({ id: contents.id, title: contents.title })
      .from(contents)
      .where(and(eq(contents.id, contentId), isNull(contents.deletedAt)));
    return row;
  }

  /** Whether the content is already listed somewhere in the campaign (other than `exceptItemId`). */
  async isListedInCampaign(campaignId: number, contentId: number, exceptItemId?: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: campaignContents.id })
      .from(campaignContents)
      .innerJoin(campaignSections, eq(campaignSections.id, campaignContents.sectionId))
      .where(
        and(
          eq(campaignContents.campaignId, campaignId),
          eq(campaignContents.contentId, contentId),
          isNull(campaignSections.deletedAt),
          exceptItemId === undefined ? undefined : ne(campaignContents.id, exceptItemId),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  async insertItem(campaignId: number, sectionId: number, values: ItemValues, now: Date): Promise<number> {
    const [row] = await this.db
      .insert(campaignContents)
      .values({ ...values, campaignId, sectionId, createdAt: now, updatedAt: now })
      .returning({ id: campaignContents.id });
    if (!row) throw new Error('insert into campaign_contents returned no row');
    return row.id;
  }

  async updateItem(itemId: number, values: ItemValues, now: Date): Promise<void> {
    await this.db
      .update(campaignContents)
      .set({ ...values, updatedAt: now })
      .where(eq(campaignContents.id, itemId));
  }

  async deleteItem(itemId: number): Promise<void> {
    await this.db.delete(campaignContents).where(eq(campaignContents.id, itemId));
  }

  // ---- participants ------------------------------------------------------------------------

  /**
   * Participants ranked by the points they earned in the campaign (ties share a rank; the earlier
   * last award first, then the earlier joiner); participants without points come last, unranked.
   * Every one of them without `page`.
   */
  async participants(
    campaignId: number,
    page?: { limit: number; offset: number },
  ): Promise<{ total: number; rows: ParticipantRow[] }> {
    const result = await this.db.execute(sql`
      with totals as (
        select user_id, sum(points)::int as points, max(created_at) as last_at
        from ${pointsLedger} where campaign_id = ${campaignId} group by user_id
      )
      select p.user_id, u.name, u.hospital_name, u.department,
        coalesce(t.points, 0) as points,
        -- The app's rule: on equal points who reached them first ranks higher (no shared ranks).
        case when coalesce(t.points, 0) > 0 then (row_number() over (
          order by coalesce(t.points, 0) desc, t.last_at asc nulls last, p.joined_at asc, p.user_id asc))::int end as rank,
        p.joined_at, a.accepted_at as desc_accepted_at,
        exists (select 1 from ${formSubmissions} fs join ${contentForms} f on f.id = fs.form_id
          where f.type = ${SIGN_UP_FORM_TYPE} and f.content_id = p.campaign_id and fs.user_id = p.user_id) as form_submitted,
        count(*) over ()::int as total
      from ${campaignParticipants} p
      join ${users} u on u.id = p.user_id
      left join totals t on t.user_id = p.user_id
      left join ${campaignDescAcceptances} a on a.user_id = p.user_id and a.campaign_id = p.campaign_id
        and a.section_id = 0
      where p.campaign_id = ${campaignId}
      order by coalesce(t.points, 0) desc, t.last_at asc nulls last, p.joined_at asc, p.user_id asc
      ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`);
    const rows = (result as unknown as { rows: ParticipantSqlRow[] }).rows;
    let total = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && page && page.offset > 0) {
      const [counted] = await this.db
        .select({ total: count() })
        .from(campaignParticipants)
        .where(eq(campaignParticipants.campaignId, campaignId));
      total = counted?.total ?? 0;
    }
    return {
      total,
      rows: rows.map((row) => ({
        userId: Number(row.user_id),
        name: row.name,
        hospital: row.hospital_name,
        department: row.department,
        points: Number(row.points),
        rank: row.rank === null ? null : Number(row.rank),
        joinedAt: new Date(row.joined_at),
        descAcceptedAt: row.desc_accepted_at === null ? null : new Date(row.desc_accepted_at),
        formSubmitted: Boolean(row.form_submitted),
      })),
    };
  }
}
