import {
  type AdminCampaign,
  type AdminCampaignContent,
  type AdminCampaignParticipant,
  type AdminCampaignQuery,
  type AdminCampaignSection,
  type AdminCampaignUpdate,
  type AdminCampaignValues,
  type adminCampaignContentFieldsSchema,
  type adminCampaignSectionFieldsSchema,
  formatDateTime,
  type Page,
  type PagingQuery,
  pageOffset,
  STALE_EDIT_MESSAGE,
} from '@ia/shared';
import type { z } from 'zod';
import type { GuardedUpdate } from '../../db/guarded-update';
import { isUniqueViolation } from '../../db/sql-helpers';
import { AppError, appError, notFound } from '../../lib/app-error';
import { csvDocument } from '../../lib/csv';
import { sanitizeRichBody } from '../../lib/rich-body';
import { CampaignStatus } from './campaign-access';
import {
  presentAdminCampaign,
  presentAdminItem,
  presentAdminSection,
  presentParticipant,
} from './campaigns-admin.presenter';
import type {
  AdminSectionRow,
  CampaignsAdminRepository,
  CampaignValues,
  SectionValues,
} from './campaigns-admin.repository';

type SectionInput = z.output<typeof adminCampaignSectionFieldsSchema>;
type ItemInput = z.output<typeof adminCampaignContentFieldsSchema>;

const CAMPAIGN_NOT_FOUND = '活动不存在';
const SECTION_NOT_FOUND = '板块不存在';
const ITEM_NOT_FOUND = '板块中没有该内容';
const ALREADY_LISTED = '该内容已在本活动中';

function unwrapGuarded<Row>(result: GuardedUpdate<Row>): Row {
  if (result.kind === 'missing') throw notFound(CAMPAIGN_NOT_FOUND);
  if (result.kind === 'stale') throw new AppError('CONFLICT', STALE_EDIT_MESSAGE);
  return result.row;
}

/**
 * The console's rules for campaigns: ids must name what exists, descriptions are sanitised, an
 * edit made from an outdated copy is refused (40900), sections nest one level inside their own
 * campaign, and a catalogue content is listed at most once per campaign (its points once).
 */
export class CampaignsAdminService {
  constructor(
    private readonly repository: CampaignsAdminRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  // ---- campaigns ---------------------------------------------------------------------------

  async list(query: AdminCampaignQuery): Promise<Page<AdminCampaign>> {
    const now = this.now();
    const { total, rows } = await this.repository.listCampaigns(
      { keyword: query.keyword || undefined, state: query.state, now },
      query.pageSize,
      pageOffset(query),
    );
    return { total, data: rows.map((row) => presentAdminCampaign(row, now)) };
  }

  async get(id: number): Promise<AdminCampaign> {
    const row = await this.repository.findCampaign(id);
    if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
    return presentAdminCampaign(row, this.now());
  }

  /** Creates a draft. */
  async create(input: AdminCampaignValues): Promise<AdminCampaign> {
    const row = await this.repository.insertCampaign(await this.campaignValues(input), this.now());
    return this.get(row.id);
  }

  async update(id: number, input: AdminCampaignUpdate): Promise<AdminCampaign> {
    const values = await this.campaignValues(input);
    unwrapGuarded(await this.repository.updateCampaign(id, new Date(input.updated_at), values, this.now()));
    return this.get(id);
  }

  /** Publishes (or takes back to draft) the copy the operator saw. */
  async setPublished(id: number, input: { published: boolean; updated_at: string }): Promise<AdminCampaign> {
    const status = input.published ? CampaignStatus.PUBLISHED : CampaignStatus.DRAFT;
    unwrapGuarded(
      await this.repository.updateCampaign(id, new Date(input.updated_at), { status }, this.now()),
    );
    return this.get(id);
  }

  async remove(id: number): Promise<void> {
    if (!(await this.repository.deleteCampaign(id, this.now()))) throw notFound(CAMPAIGN_NOT_FOUND);
  }

  // ---- sections ----------------------------------------------------------------------------

  async sections(campaignId: number): Promise<AdminCampaignSection[]> {
    await this.requireCampaign(campaignId);
    return (await this.repository.sectionsOf(campaignId)).map(presentAdminSection);
  }

  async createSection(campaignId: number, input: SectionInput): Promise<AdminCampaignSection> {
    await this.requireCampaign(campaignId);
    await this.checkParent(campaignId, input.parent_id, null);
    const row = await this.repository.insertSection(campaignId, sectionValues(input), this.now());
    return presentAdminSection({ ...row, contentCount: 0 });
  }

  async updateSection(sectionId: number, input: SectionInput): Promise<AdminCampaignSection> {
    const section = await this.requireSection(sectionId);
    await this.checkParent(section.campaignId, input.parent_id, section);
    await this.repository.updateSection(section.id, sectionValues(input), this.now());
    return presentAdminSection(await this.requireSection(sectionId));
  }

  /** Deletes a section with its child sections and their lists of contents. */
  async deleteSection(sectionId: number): Promise<void> {
    const section = await this.requireSection(sectionId);
    await this.repository.deleteSection(section.id, this.now());
  }

  // ---- section contents --------------------------------------------------------------------

  async items(sectionId: number): Promise<AdminCampaignContent[]> {
    const section = await this.requireSection(sectionId);
    return (await this.repository.itemsOf(section.id)).map(presentAdminItem);
  }

  /** Lists an existing catalogue content in the section, with the points finishing it earns. */
  async addItem(sectionId: number, input: ItemInput): Promise<AdminCampaignContent> {
    const section = await this.requireSection(sectionId);
    await this.checkPickable(section.campaignId, input.content_id);
    const itemId = await this.writeItem(() =>
      this.repository.insertItem(
        section.campaignId,
        section.id,
        { contentId: input.content_id, points: input.points, sort: input.sort },
        this.now(),
      ),
    );
    return this.requireItem(itemId);
  }

  /** New points or sort (or another content) for a content of a section. */
  async updateItem(itemId: number, input: ItemInput): Promise<AdminCampaignContent> {
    const item = await this.requireItem(itemId);
    if (input.content_id !== item.content_id) {
      const section = await this.requireSection(item.section_id);
      await this.checkPickable(section.campaignId, input.content_id, itemId);
    }
    await this.writeItem(() =>
      this.repository.updateItem(
        itemId,
        { contentId: input.content_id, points: input.points, sort: input.sort },
        this.now(),
      ),
    );
    return this.requireItem(itemId);
  }

  /** Takes the content out of its section; points already earned with it stay. */
  async deleteItem(itemId: number): Promise<void> {
    await this.requireItem(itemId);
    await this.repository.deleteItem(itemId);
  }

  // ---- participants ------------------------------------------------------------------------

  async participants(campaignId: number, paging: PagingQuery): Promise<Page<AdminCampaignParticipant>> {
    await this.requireCampaign(campaignId);
    const { total, rows } = await this.repository.participants(campaignId, {
      limit: paging.pageSize,
      offset: pageOffset(paging),
    });
    return { total, data: rows.map(presentParticipant) };
  }

  /** Every participant, ranked, as CSV (UTF-8 with a BOM, Chinese headers). */
  async participantsCsv(campaignId: number): Promise<{ fileName: string; body: string }> {
    await this.requireCampaign(campaignId);
    const { rows } = await this.repository.participants(campaignId);
    const header = [
      '排名',
      '用户ID',
      '姓名',
      '医院',
      '科室',
      '积分',
      '参加时间',
      '同意活动说明时间',
      '已提交报名表单',
    ];
    const lines = rows.map((row) => {
      const shown = presentParticipant(row);
      return [
        shown.rank ?? '',
        shown.user_id,
        shown.name,
        shown.hospital,
        shown.department,
        shown.points,
        formatDateTime(row.joinedAt),
        row.descAcceptedAt ? formatDateTime(row.descAcceptedAt) : '',
        shown.form_submitted ? '是' : '否',
      ];
    });
    return {
      fileName: `campaign-${campaignId}-participants.csv`,
      body: csvDocument([header, ...lines]),
    };
  }

  // ---- helpers -----------------------------------------------------------------------------

  private async requireCampaign(id: number) {
    const row = await this.repository.findCampaign(id);
    if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
    return row;
  }

  private async requireSection(sectionId: number): Promise<AdminSectionRow> {
    const section = await this.repository.findSection(sectionId);
    if (!section) throw notFound(SECTION_NOT_FOUND);
    return section;
  }

  private async requireItem(itemId: number): Promise<AdminCampaignContent> {
    const item = await this.repository.findItem(itemId);
    if (!item) throw notFound(ITEM_NOT_FOUND);
    return presentAdminItem(item);
  }

  /** A write of a section content; the unique (section, content) index settles a race the check missed. */
  private async writeItem<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', ALREADY_LISTED);
      throw error;
    }
  }

  /** Sections nest one level: a parent is a top-level section of the same campaign, and a parent cannot become a child. */
  private async checkParent(
    campaignId: number,
    parentId: number | null,
    section: AdminSectionRow | null,
  ): Promise<void> {
    if (parentId === null) return;
    const sections = await this.repository.sectionsOf(campaignId);
    const parent = sections.find((candidate) => candidate.id === parentId);
    if (!parent) throw appError('PARENT_SECTION_INVALID');
    if (section && parent.id === section.id) throw appError('PARENT_SECTION_SELF');
    if (parent.parentId !== null) throw appError('SECTION_NESTING_TOO_DEEP');
    if (section && sections.some((other) => other.parentId === section.id)) {
      throw appError('SECTION_WITH_CHILDREN_NO_PARENT');
    }
  }

  /** The content exists in the catalogue and is not listed elsewhere in the campaign already. */
  private async checkPickable(campaignId: number, contentId: number, exceptItemId?: number): Promise<void> {
    if (!(await this.repository.findPickableContent(contentId))) {
      throw appError('CAMPAIGN_CONTENT_INVALID');
    }
    if (await this.repository.isListedInCampaign(campaignId, contentId, exceptItemId)) {
      throw new AppError('CONFLICT', ALREADY_LISTED);
    }
  }

  private async campaignValues(input: AdminCampaignValues): Promise<CampaignValues> {
    if (input.audience === 'groups') {
      const existing = await this.repository.existingGroupIds(input.member_group_ids);
      if (input.member_group_ids.some((id) => !existing.has(id))) {
        throw appError('MEMBER_GROUP_INVALID');
      }
    }
    return {
      title: input.title,
      summary: input.summary,
      cover: input.cover,
      poster: input.poster,
      description: sanitizeRichBody(input.description),
      requiresDesc: input.requires_desc,
      startAt: new Date(input.start_at),
      endAt: new Date(input.end_at),
      audience: input.audience,
      // Groups mean something only for a groups audience; keeping stale ones would mislead the next editor.
      memberGroupIds: input.audience === 'groups' ? input.member_group_ids : [],
      formPoints: input.form_points,
      commentsEnabled: input.comments_enabled,
      approvalCode: input.approval_code,
      expiresAt: input.expires_at ? new Date(input.expires_at) : null,
      sort: input.sort,
    };
  }
}

function sectionValues(input: SectionInput): SectionValues {
  return {
    parentId: input.parent_id,
    title: input.title,
    summary: input.summary,
    cover: input.cover,
    description: sanitizeRichBody(input.description),
    requiresDesc: input.requires_desc,
    sort: input.sort,
  };
}
