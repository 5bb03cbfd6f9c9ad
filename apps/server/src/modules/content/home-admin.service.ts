import type {
  AdminBanner,
  AdminHomeSection,
  AdminRecommendation,
  adminBannerInputSchema,
  adminHomeSectionInputSchema,
  BannerPositionValue,
  HomeSectionKindValue,
} from '@ia/shared';
import type { z } from 'zod';
import { appError } from '../../lib/app-error';
import type { CategoryAdminRepository } from './category-admin.repository';
import type { BannerRow, HomeSectionRow } from './content.table';
import type { ContentAdminRepository } from './content-admin.repository';
import { contentState } from './content-visibility';
import type { BannerValues, HomeAdminRepository, HomeSectionValues } from './home-admin.repository';

type BannerInput = z.output<typeof adminBannerInputSchema>;
type HomeSectionInput = z.output<typeof adminHomeSectionInputSchema>;

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/** Whether the app shows a banner at `now`: enabled and inside its window. */
function isBannerShowing(row: Pick<BannerRow, 'enabled' | 'startsAt' | 'endsAt'>, now: Date): boolean {
  if (!row.enabled) return false;
  if (row.startsAt && row.startsAt > now) return false;
  return !(row.endsAt && row.endsAt <= now);
}

function presentBanner(row: BannerRow, now: Date): AdminBanner {
  return {
    id: row.id,
    position: row.position === 'lesson' ? 'lesson' : 'home',
    title: row.title,
    image: row.image,
    link: row.link,
    sort: row.sort,
    enabled: row.enabled,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    showing: isBannerShowing(row, now),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function presentSection(row: HomeSectionRow): AdminHomeSection {
  return {
    id: row.id,
    title: row.title,
    title_en: row.titleEn,
    kind: row.kind as HomeSectionKindValue,
    list_type: row.listType,
    category_id: row.categoryId,
    more_link: row.moreLink,
    item_limit: row.itemLimit,
    layout: row.layout === 'cards' ? 'cards' : 'list',
    sort: row.sort,
    enabled: row.enabled,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Banners of the home and learning tabs, the home page's sections and its recommendations. */
export class HomeAdminService {
  constructor(
    private readonly repository: HomeAdminRepository,
    private readonly contents: ContentAdminRepository,
    private readonly categories: CategoryAdminRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  // ---- banners -----------------------------------------------------------------------------

  async listBanners(position?: BannerPositionValue): Promise<AdminBanner[]> {
    const now = this.now();
    return (await this.repository.listBanners(position)).map((row) => presentBanner(row, now));
  }

  async createBanner(input: BannerInput): Promise<AdminBanner> {
    const now = this.now();
    return presentBanner(await this.repository.insertBanner(bannerValues(input), now), now);
  }

  async updateBanner(id: number, input: BannerInput): Promise<AdminBanner> {
    const now = this.now();
    const row = await this.repository.updateBanner(id, bannerValues(input), now);
    if (!row) throw appError('BANNER_NOT_FOUND');
    return presentBanner(row, now);
  }

  async deleteBanner(id: number): Promise<void> {
    if (!(await this.repository.deleteBanner(id))) throw appError('BANNER_NOT_FOUND');
  }

  // ---- home sections -----------------------------------------------------------------------

  async listSections(): Promise<AdminHomeSection[]> {
    return (await this.repository.listSections()).map(presentSection);
  }

  async createSection(input: HomeSectionInput): Promise<AdminHomeSection> {
    return presentSection(await this.repository.insertSection(await this.sectionValues(input), this.now()));
  }

  async updateSection(id: number, input: HomeSectionInput): Promise<AdminHomeSection> {
    const row = await this.repository.updateSection(id, await this.sectionValues(input), this.now());
    if (!row) throw appError('HOME_SECTION_NOT_FOUND');
    return presentSection(row);
  }

  async deleteSection(id: number): Promise<void> {
    if (!(await this.repository.deleteSection(id))) throw appError('HOME_SECTION_NOT_FOUND');
  }

  /** Reorders the sections; `ids` must be every section, each once, so none is left without a place. */
  async orderSections(ids: readonly number[]): Promise<AdminHomeSection[]> {
    const existing = (await this.repository.listSections()).map((row) => row.id);
    const same = ids.length === existing.length && existing.every((id) => ids.includes(id));
    if (!same) throw appError('HOME_SECTIONS_CHANGED');
    await this.repository.orderSections(ids, this.now());
    return this.listSections();
  }

  private async sectionValues(input: HomeSectionInput): Promise<HomeSectionValues> {
    if (input.category_id !== null) {
      const live = await this.categories.listCategories();
      if (!live.some((category) => category.id === input.category_id)) {
        throw appError('CATEGORY_ID_INVALID', { id: input.category_id });
      }
    }
    // Only a `contents` section is filled by list type and category; the others ignore them.
    const byContents = input.kind === 'contents';
    return {
      title: input.title,
      titleEn: input.title_en,
      kind: input.kind,
      listType: byContents ? input.list_type : null,
      categoryId: byContents ? input.category_id : null,
      moreLink: input.more_link,
      itemLimit: input.item_limit,
      layout: input.layout,
      enabled: input.enabled,
    };
  }

  // ---- recommendations ---------------------------------------------------------------------

  async listRecommendations(): Promise<AdminRecommendation[]> {
    const now = this.now();
    return (await this.repository.listRecommendations()).map(({ sort, content }) => ({
      content_id: content.id,
      title: content.title,
      list_type: content.listType,
      content_type: content.contentType,
      cover: content.cover,
      state: contentState(content, now),
      sort,
    }));
  }

  /** Replaces the picks; every id must name a live content (drafts may be picked ahead of publishing). */
  async setRecommendations(contentIds: readonly number[]): Promise<AdminRecommendation[]> {
    const found = new Set((await this.contents.findContents(contentIds)).map((row) => row.id));
    const missing = contentIds.filter((id) => !found.has(id));
    if (missing.length > 0) throw appError('CONTENT_IDS_INVALID', { ids: missing.join('、') });
    await this.repository.setRecommendations(contentIds, this.now());
    return this.listRecommendations();
  }
}

function bannerValues(input: BannerInput): BannerValues {
  return {
    position: input.position,
    title: input.title,
    image: input.image,
    link: input.link,
    sort: input.sort,
    enabled: input.enabled,
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
  };
}
