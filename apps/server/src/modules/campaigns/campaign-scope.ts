import {
  type CampaignParticipation,
  type CampaignSection,
  type ContentPreview,
  type ContentSummary,
  type Page,
  type PagingQuery,
  pageOffset,
} from '@ia/shared';
import type { UserRow } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { PointsService } from '../points';
import { type CampaignViewer, campaignDenial, denialError, isCampaignVisible } from './campaign-access';
import { presentParticipation, presentSection } from './campaigns.presenter';
import type { CampaignsRepository, SectionWithCounts, SignUpFormState } from './campaigns.repository';
import type { CampaignContentRow, CampaignRow } from './campaigns.table';

export const SECTION_NOT_FOUND = '板块不存在';
const SCOPE_REQUIRED = '请指定板块（section_id）或活动（campain_id）';
const SCOPE_MISMATCH = '板块不属于该活动';

/** What campaigns need of the catalogue: contents as lists show them, and the public preview of one. */
export interface CampaignCatalogue {
  summariesByIds(
    viewerGroupIds: readonly number[],
    ids: readonly number[],
  ): Promise<Map<number, ContentSummary>>;
  preview(viewerGroupIds: readonly number[], contentId: number): Promise<ContentPreview>;
}

/**
 * Where a viewer stands in a campaign: the campaign, section and content lookups with the
 * audience rule, the viewer's participation, and the pages of sections and contents they may see.
 */
export class CampaignScope {
  constructor(
    private readonly repository: CampaignsRepository,
    private readonly catalogue: CampaignCatalogue,
    private readonly points: PointsService,
    private readonly now: () => Date,
  ) {}

  /** The campaign, if the viewer may take part in it now; otherwise the refusal with its reason. */
  async requireCampaign(viewer: CampaignViewer, campaignId: number): Promise<CampaignRow> {
    const campaign = await this.repository.findCampaign(campaignId);
    const denial = campaignDenial(campaign, viewer, this.now());
    if (denial || !campaign) throw denialError(denial ?? 'not_found', campaign);
    return campaign;
  }

  /** A section of a campaign the viewer may take part in. */
  async requireSection(
    viewer: CampaignViewer,
    sectionId: number,
  ): Promise<{ section: SectionWithCounts; campaign: CampaignRow }> {
    const section = await this.repository.findSection(sectionId, this.now());
    if (!section) throw notFound(SECTION_NOT_FOUND);
    return { section, campaign: await this.requireCampaign(viewer, section.campaignId) };
  }

  /** {a}/{b} of content/desc/status: the campaign, and the section b (when not 0) of it. */
  async requireScope(viewer: CampaignViewer, campaignId: number, sectionId: number): Promise<void> {
    await this.requireCampaign(viewer, campaignId);
    if (sectionId === 0) return;
    const section = await this.repository.findSection(sectionId, this.now());
    if (section?.campaignId !== campaignId) throw notFound(SECTION_NOT_FOUND);
  }

  /** A campaign the previews may show: visible (published, not deleted), whatever its dates and audience. */
  async visibleCampaign(campaignId: number): Promise<CampaignRow> {
    const campaign = await this.repository.findCampaign(campaignId);
    if (!campaign || !isCampaignVisible(campaign, this.now())) throw denialError('not_found', campaign);
    return campaign;
  }

  async participation(
    user: UserRow,
    campaign: CampaignRow,
    knownForm?: SignUpFormState,
  ): Promise<CampaignParticipation> {
    const [participant, acceptance, form, standing] = await Promise.all([
      this.repository.findParticipant(campaign.id, user.id),
      this.repository.findAcceptance(user.id, campaign.id, 0),
      knownForm ?? this.repository.signUpFormState(campaign.id, user.id),
      this.points.campaignStanding(campaign.id, user.id),
    ]);
    return presentParticipation({ campaign, participant, acceptance, form, standing });
  }

  async sectionsPage(
    campaignId: number,
    parentId: number | null,
    paging: PagingQuery,
  ): Promise<Page<CampaignSection>> {
    const { total, rows } = await this.repository.sectionsPage(
      { campaignId, parentId, now: this.now() },
      paging.pageSize,
      pageOffset(paging),
    );
    return { total, data: rows.map(presentSection) };
  }

  /**
   * Where a content list reads from: a section (checked against `campain_id` when both are
   * given) or a whole campaign; `openCampaign` applies the caller's rule to the campaign.
   */
  async contentScope(
    query: { section_id?: number | undefined; campain_id?: number | undefined },
    openCampaign: (campaignId: number) => Promise<CampaignRow>,
  ): Promise<{ sectionId: number } | { campaignId: number }> {
    if (query.section_id !== undefined) {
      const section = await this.repository.findSection(query.section_id, this.now());
      if (!section) throw notFound(SECTION_NOT_FOUND);
      if (query.campain_id !== undefined && query.campain_id !== section.campaignId) {
        throw new AppError('VALIDATION_FAILED', SCOPE_MISMATCH);
      }
      await openCampaign(section.campaignId);
      return { sectionId: section.id };
    }
    if (query.campain_id === undefined) throw new AppError('VALIDATION_FAILED', SCOPE_REQUIRED);
    await openCampaign(query.campain_id);
    return { campaignId: query.campain_id };
  }

  /** The scope's campaign contents whose content the viewer may see, in order, with their summaries. */
  async visibleContents(
    viewerGroupIds: readonly number[],
    scope: { sectionId: number } | { campaignId: number },
  ): Promise<{ row: CampaignContentRow; content: ContentSummary }[]> {
    const rows = await this.repository.contentsOf(scope);
    const summaries = await this.catalogue.summariesByIds(
      viewerGroupIds,
      rows.map((row) => row.contentId),
    );
    return rows.flatMap((row) => {
      const content = summaries.get(row.contentId);
      return content ? [{ row, content }] : [];
    });
  }
}
