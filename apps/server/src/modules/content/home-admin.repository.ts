import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type BannerRow,
  banners,
  type ContentRow,
  contents,
  type HomeSectionRow,
  homeRecommendations,
  homeSections,
} from './content.table';

export type BannerValues = Omit<typeof banners.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type HomeSectionValues = Omit<
  typeof homeSections.$inferInsert,
  'id' | 'sort' | 'createdAt' | 'updatedAt'
>;

/** The console's queries on banners, home sections and home recommendations. */
export class HomeAdminRepository {
  constructor(private readonly db: Database) {}

  // ---- banners -----------------------------------------------------------------------------

  listBanners(position?: string): Promise<BannerRow[]> {
    return this.db
      .select()
      .from(banners)
      .where(position ? eq(banners.position, position) : undefined)
      .orderBy(asc(banners.position), asc(banners.sort), asc(banners.id));
  }

  async insertBanner(values: BannerValues, now: Date): Promise<BannerRow> {
    const [row] = await this.db
      .insert(banners)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert into banners returned no row');
    return row;
  }

  async updateBanner(id: number, values: BannerValues, now: Date): Promise<BannerRow | undefined> {
    const [row] = await this.db
      .update(banners)
      .set({ ...values, updatedAt: now })
      .where(eq(banners.id, id))
      .returning();
    return row;
  }

  async deleteBanner(id: number): Promise<boolean> {
    const deleted = await this.db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
    return deleted.length > 0;
  }

  // ---- home sections -----------------------------------------------------------------------

  listSections(): Promise<HomeSectionRow[]> {
    return this.db.select().from(homeSections).orderBy(asc(homeSections.sort), asc(homeSections.id));
  }

  /** A new section goes last. */
  async insertSection(values: HomeSectionValues, now: Date): Promise<HomeSectionRow> {
    return this.db.transaction(async (tx) => {
      const existing = await tx.select({ sort: homeSections.sort }).from(homeSections);
      const sort = existing.reduce((max, row) => Math.max(max, row.sort), 0) + 1;
      const [row] = await tx
        .insert(homeSections)
        .values({ ...values, sort, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('insert into home_sections returned no row');
      return row;
    });
  }

  async updateSection(id: number, values: HomeSectionValues, now: Date): Promise<HomeSectionRow | undefined> {
    const [row] = await this.db
      .update(homeSections)
      .set({ ...values, updatedAt: now })
      .where(eq(homeSections.id, id))
      .returning();
    return row;
  }

  async deleteSection(id: number): Promise<boolean> {
    const deleted = await this.db
      .delete(homeSections)
      .where(eq(homeSections.id, id))
      .returning({ id: homeSections.id });
    return deleted.length > 0;
  }

  /** Numbers the sections 1, 2, 3… in the order of `ids`. */
  async orderSections(ids: readonly number[], now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const [index, id] of ids.entries()) {
        await tx
          .update(homeSections)
          .set({ sort: index + 1, updatedAt: now })
          .where(eq(homeSections.id, id));
      }
    });
  }

  // ---- recommendations ---------------------------------------------------------------------

  /** The picks in order, with their contents (deleted contents are taken out when deleted). */
  async listRecommendations(): Promise<{ sort: number; content: ContentRow }[]> {
    return this.db
      .select({ sort: homeRecommendations.sort, content: contents })
      .from(homeRecommendations)
      .innerJoin(contents, eq(contents.id, homeRecommendations.contentId))
      .orderBy(asc(homeRecommendations.sort), asc(homeRecommendations.id));
  }

  /** Replaces the picks with `contentIds`, in that order. */
  async setRecommendations(contentIds: readonly number[], now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(homeRecommendations);
      if (contentIds.length > 0) {
        await tx
          .insert(homeRecommendations)
          .values(contentIds.map((contentId, index) => ({ contentId, sort: index + 1, createdAt: now })));
      }
    });
  }
}
