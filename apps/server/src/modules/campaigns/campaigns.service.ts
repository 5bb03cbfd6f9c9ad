import {
  type CampaignContent,
  type CampaignContentDetail,
  type CampaignContentItem,
  type CampaignContentPreview,
  type CampaignDetail,
  type CampaignListQuery,
  type CampaignParticipation,
  type CampaignPermission,
  type CampaignSection,
  type CampaignSectionDetail,
  type CampaignSectionPreview,
  type CampaignSummary,
  type DescStatus,
  type Page,
  type PagingQuery,
  pageOffset,
  type RichDetail,
  type RichList,
  searchTerms,
  TypeMap,
} from '@ia/shared';
import type { UserRow } from '../../db/schema';
import { AppError, appError, notFound } from '../../lib/app-error';
import type { ScheduledJob } from '../../lib/job-scheduler';
import type { ContentGate } from '../../lib/target-gate';
import type { FormSubmissionHooks } from '../content-forms';
import { campaignFormSource, type PointsService } from '../points';
import { campaignDenial, permissionOf } from './campaign-access';
import { type CampaignCatalogue, CampaignScope, SECTION_NOT_FOUND } from './campaign-scope';
import {
  presentCampaignContent,
  presentCampaignContentItem,
  presentCampaignSummary,
  presentDescStatus,
  presentRichEntry,
  presentSection,
} from './campaigns.presenter';
import type { CampaignsRepository } from './campaigns.repository';

export type { CampaignCatalogue } from './campaign-scope';

/** How often the points reconciler runs, and how long after a campaign's end it keeps looking. */
const CAMPAIGN_POINTS_JOB_INTERVAL_MS = 15_000;
const CAMPAIGN_POINTS_GRACE_MS = 86_400_000;
/** Most sections the campaign page lists (the section list pages through them all). */
const DETAIL_SECTIONS_MAX = 100;

const DESC_REQUIRED = '请先阅读并同意活动说明';
const JOIN_FIRST = '请先参加活动';

/**
 * Campaigns on the app's side: the list, the campaign page with the viewer's standing, sections
 * and their contents, joining (after accepting the description when required), the poster and
 * the sign-up form shown once, the rich list, and the public previews. One rule says who may take
 * part (campaign-access.ts); every call but check/permissions and the previews refuses with it.
 *
 * It is also the social features' gate for campaigns (type 6) and sections (type 7), and the
 * forms feature's hooks for sign-up forms: only participants submit, and the first submission
 * earns the form's points.
 */
export class CampaignsService implements ContentGate, FormSubmissionHooks {
  constructor(
    private readonly repository: CampaignsRepository,
    private readonly catalogue: CampaignCatalogue,
    private readonly points: PointsService,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.scope = new CampaignScope(repository, catalogue, points, now);
  }

  private readonly scope: CampaignScope;

  // ---- the list and the campaign page ----------------------------------------------------------

  /** GET campain/campain: visible campaigns, including those the viewer may not join (marked by audience). */
  async list(user: UserRow, query: CampaignListQuery): Promise<Page<CampaignSummary>> {
    const now = this.now();
    const { total, rows } = await this.repository.listPage(
      {
        state: query.state,
        now,
        viewerId: user.id,
        terms: query.keyword === undefined ? undefined : searchTerms(query.keyword),
      },
      query.pageSize,
      pageOffset(query),
    );
    return { total, data: rows.map((row) => presentCampaignSummary(row, row.joinedAt !== null, now)) };
  }

  /** GET campain/campain/{id} */
  async detail(user: UserRow, campaignId: number): Promise<CampaignDetail> {
    const campaign = await this.scope.requireCampaign(user, campaignId);
    const now = this.now();
    const [form, sections] = await Promise.all([
      this.repository.signUpFormState(campaignId, user.id),
      this.repository.sectionsPage({ campaignId, parentId: null, now }, DETAIL_SECTIONS_MAX, 0),
    ]);
    const participation = await this.scope.participation(user, campaign, form);
    return {
      ...presentCampaignSummary(campaign, participation.joined, now),
      description: campaign.description,
      poster: campaign.poster,
      requires_desc: campaign.requiresDesc,
      has_form: form.formId !== null,
      form_points: campaign.formPoints,
      sections: sections.rows.map(presentSection),
      permission: permissionOf(null, campaign),
      participation,
      comments_enabled: campaign.commentsEnabled,
      approval_code: campaign.approvalCode,
    };
  }

  /** GET campain/check/permissions/{a}/{b}: the verdict itself (never refused); b is a section of the campaign or 0. */
  async permission(user: UserRow, campaignId: number, sectionId: number): Promise<CampaignPermission> {
    const campaign = await this.repository.findCampaign(campaignId);
    if (sectionId !== 0) {
      const section = await this.repository.findSection(sectionId, this.now());
      if (section?.campaignId !== campaignId) return permissionOf('not_found', campaign);
    }
    return permissionOf(campaignDenial(campaign, user, this.now()), campaign);
  }

  /** POST campain/campain/join: idempotent; the description must be accepted first when the campaign requires it. */
  async join(user: UserRow, campaignId: number): Promise<CampaignParticipation> {
    const campaign = await this.scope.requireCampaign(user, campaignId);
    if (campaign.requiresDesc && !(await this.repository.findAcceptance(user.id, campaignId, 0))) {
      throw new AppError('VALIDATION_FAILED', DESC_REQUIRED);
    }
    await this.repository.join(campaignId, user.id, this.now());
    return this.scope.participation(user, campaign);
  }

  /** PUT campain/campain/once: the poster or the form was shown; marking again changes nothing. */
  async markShown(
    user: UserRow,
    campaignId: number,
    kind: 'poster' | 'form',
  ): Promise<CampaignParticipation> {
    const campaign = await this.scope.requireCampaign(user, campaignId);
    const marked = await this.repository.markShown(campaignId, user.id, kind, this.now());
    if (!marked) throw new AppError('VALIDATION_FAILED', JOIN_FIRST);
    return this.scope.participation(user, campaign);
  }

  // ---- descriptions ----------------------------------------------------------------------------

  /** GET content/desc/status/{a}/{b}: whether the viewer accepted the campaign's (b = 0) or a section's description. */
  async descStatus(user: UserRow, campaignId: number, sectionId: number): Promise<DescStatus> {
    await this.scope.requireScope(user, campaignId, sectionId);
    return presentDescStatus(await this.repository.findAcceptance(user.id, campaignId, sectionId));
  }

  /** PUT content/desc/status/{a}/{b}: accepts it (once; the first date stays). */
  async acceptDesc(user: UserRow, campaignId: number, sectionId: number): Promise<DescStatus> {
    await this.scope.requireScope(user, campaignId, sectionId);
    return presentDescStatus(await this.repository.accept(user.id, campaignId, sectionId, this.now()));
  }

  // ---- sections and contents -------------------------------------------------------------------

  /** GET campain/campain-section?campain_id=: the campaign's top-level sections. */
  async sections(user: UserRow, campaignId: number, paging: PagingQuery): Promise<Page<CampaignSection>> {
    await this.scope.requireCampaign(user, campaignId);
    return this.scope.sectionsPage(campaignId, null, paging);
  }

  /** GET campain/campain-section/{id} */
  async section(user: UserRow, sectionId: number): Promise<CampaignSectionDetail> {
    const { section, campaign } = await this.scope.requireSection(user, sectionId);
    const acceptance = await this.repository.findAcceptance(user.id, campaign.id, section.id);
    return {
      ...presentSection(section),
      campaign_title: campaign.title,
      desc_accepted: acceptance !== undefined,
    };
  }

  /** GET campain/campain-section/section/{id}: a section's child sections (modules). */
  async childSections(user: UserRow, sectionId: number, paging: PagingQuery): Promise<Page<CampaignSection>> {
    const { section } = await this.scope.requireSection(user, sectionId);
    return this.scope.sectionsPage(section.campaignId, section.id, paging);
  }

  /** GET campain/campain-content?section_id= (or campain_id=): contents the viewer may see, with what they finished. */
  async contents(
    user: UserRow,
    query: PagingQuery & { section_id?: number | undefined; campain_id?: number | undefined },
  ): Promise<Page<CampaignContent>> {
    const scope = await this.scope.contentScope(query, (campaignId) =>
      this.scope.requireCampaign(user, campaignId),
    );
    const listed = await this.scope.visibleContents(user.memberGroupIds, scope);
    const page = listed.slice(pageOffset(query), pageOffset(query) + query.pageSize);
    const finished = await this.repository.finishedInCampaign(
      user.id,
      page.map(({ row }) => row.id),
    );
    return {
      total: listed.length,
      data: page.map(({ row, content }) => presentCampaignContent(row, content, finished.has(row.id))),
    };
  }

  /** GET campain/campain-content/{id}: one campaign content with where it sits. */
  async content(user: UserRow, campaignContentId: number): Promise<CampaignContentDetail> {
    const found = await this.repository.findCampaignContent(campaignContentId);
    if (!found) throw notFound();
    const campaign = await this.scope.requireCampaign(user, found.item.campaignId);
    const summaries = await this.catalogue.summariesByIds(user.memberGroupIds, [found.item.contentId]);
    const summary = summaries.get(found.item.contentId);
    if (!summary) throw notFound();
    const finished = await this.repository.finishedInCampaign(user.id, [found.item.id]);
    return {
      ...presentCampaignContent(found.item, summary, finished.has(found.item.id)),
      campaign_title: campaign.title,
      section_title: found.section.title,
    };
  }

  // ---- the rich list ---------------------------------------------------------------------------

  /** GET campain/rich-list/{id}: the ranking by points earned in the campaign, with the viewer's own row. */
  async richList(user: UserRow, campaignId: number, paging: PagingQuery): Promise<RichList> {
    await this.scope.requireCampaign(user, campaignId);
    // Points for contents finished since the last job run count now, not up to 15 s later.
    await this.repository.reconcileContentPoints({ campaignId });
    const [page, standing] = await Promise.all([
      this.points.campaignRanking(campaignId, paging.pageSize, pageOffset(paging)),
      this.points.campaignStanding(campaignId, user.id),
    ]);
    return {
      total: page.total,
      data: page.rows.map((row) => presentRichEntry(row, user.id)),
      me: standing ? presentRichEntry(standing, user.id) : null,
    };
  }

  /** GET campain/rich-detail/{id}: how the viewer earned their points in the campaign. */
  async richDetail(user: UserRow, campaignId: number): Promise<RichDetail> {
    const campaign = await this.scope.requireCampaign(user, campaignId);
    await this.repository.reconcileContentPoints({ campaignId });
    const [standing, entries] = await Promise.all([
      this.points.campaignStanding(campaignId, user.id),
      this.points.campaignEntries(campaignId, user.id),
    ]);
    return {
      campaign_id: campaign.id,
      title: campaign.title,
      points: standing?.points ?? 0,
      rank: standing?.rank ?? null,
      entries: entries.map((entry) => ({
        reason: entry.reason,
        points: entry.points,
        created_at: entry.createdAt.toISOString(),
      })),
    };
  }

  // ---- previews (no login; read only) ----------------------------------------------------------

  /** GET demo/campain-section/{id}: a section with its contents. */
  async previewSection(
    viewerGroupIds: readonly number[],
    sectionId: number,
  ): Promise<CampaignSectionPreview> {
    const section = await this.repository.findSection(sectionId, this.now());
    if (!section) throw notFound(SECTION_NOT_FOUND);
    const campaign = await this.scope.visibleCampaign(section.campaignId);
    const listed = await this.scope.visibleContents(viewerGroupIds, { sectionId: section.id });
    return {
      ...presentSection(section),
      campaign_title: campaign.title,
      contents: listed.map(({ row, content }) => presentCampaignContentItem(row, content)),
    };
  }

  /** GET demo/campain-content?section_id= (or campain_id=) */
  async previewContents(
    viewerGroupIds: readonly number[],
    query: PagingQuery & { section_id?: number | undefined; campain_id?: number | undefined },
  ): Promise<Page<CampaignContentItem>> {
    const scope = await this.scope.contentScope(query, (campaignId) =>
      this.scope.visibleCampaign(campaignId),
    );
    const listed = await this.scope.visibleContents(viewerGroupIds, scope);
    return {
      total: listed.length,
      data: listed
        .slice(pageOffset(query), pageOffset(query) + query.pageSize)
        .map(({ row, content }) => presentCampaignContentItem(row, content)),
    };
  }

  /** GET demo/campain-content/{id}: the content's public preview (HCP-only bodies and videos withheld). */
  async previewContent(
    viewerGroupIds: readonly number[],
    campaignContentId: number,
  ): Promise<CampaignContentPreview> {
    const found = await this.repository.findCampaignContent(campaignContentId);
    if (!found) throw notFound();
    const campaign = await this.scope.visibleCampaign(found.item.campaignId);
    return {
      id: found.item.id,
      campaign_id: campaign.id,
      section_id: found.item.sectionId,
      campaign_title: campaign.title,
      points: found.item.points,
      content: await this.catalogue.preview(viewerGroupIds, found.item.contentId),
    };
  }

  /** GET demo/campain/rich-list/{id}: the ranking with every name masked and no `me`. */
  async previewRichList(campaignId: number, paging: PagingQuery): Promise<RichList> {
    await this.scope.visibleCampaign(campaignId);
    const page = await this.points.campaignRanking(campaignId, paging.pageSize, pageOffset(paging));
    return { total: page.total, data: page.rows.map((row) => presentRichEntry(row, null)), me: null };
  }

  // ---- the gate of comments, likes and forms (types 6 and 7) -------------------------------------

  async requireOpenable(user: UserRow, id: number, type: number) {
    if (type === TypeMap.CAMPAIGN) {
      const campaign = await this.scope.requireCampaign(user, id);
      return { id: campaign.id, listType: TypeMap.CAMPAIGN, commentsEnabled: campaign.commentsEnabled };
    }
    const { section, campaign } = await this.scope.requireSection(user, id);
    return { id: section.id, listType: TypeMap.ACTIVITY_DETAIL, commentsEnabled: campaign.commentsEnabled };
  }

  // ---- sign-up form hooks ----------------------------------------------------------------------

  /** Only participants submit the sign-up form (it comes after joining, /activity/activeShowOnceForm). */
  async beforeSubmit(user: UserRow, campaignId: number): Promise<void> {
    if (!(await this.repository.findParticipant(campaignId, user.id))) {
      throw appError('CAMPAIGN_FORM_NEEDS_JOINING');
    }
  }

  /**
   * Awards the form's points for the sign-up form: the ledger's source key makes it the first
   * submission's only, however often (or concurrently) the member submits.
   */
  async afterSubmit(user: UserRow, campaignId: number): Promise<number> {
    const campaign = await this.repository.findCampaign(campaignId);
    if (!campaign) return 0;
    return this.points.award(
      user.id,
      campaign.formPoints,
      `活动报名：${campaign.title}`,
      campaignFormSource(campaign.id),
      campaign.id,
    );
  }

  // ---- points for finished contents ------------------------------------------------------------

  /** Awards the points of campaign contents finished since the last run (every campaign not ended a day ago). */
  reconcileContentPoints(): Promise<number> {
    return this.repository.reconcileContentPoints({
      endedAfter: new Date(this.now().getTime() - CAMPAIGN_POINTS_GRACE_MS),
    });
  }

  /** The scheduled job running reconcileContentPoints; safe in two processes (see the repository). */
  pointsJob(): ScheduledJob {
    return {
      name: 'campaign-content-points',
      intervalMs: CAMPAIGN_POINTS_JOB_INTERVAL_MS,
      run: () => this.reconcileContentPoints(),
    };
  }
}
