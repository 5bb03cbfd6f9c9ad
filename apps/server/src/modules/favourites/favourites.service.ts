import {
  type Favourite,
  type FavouriteListQuery,
  formatDateTime,
  type Page,
  type PagingQuery,
  pageOffset,
} from '@ia/shared';
import type { FavouriteRow, FavouritesRepository } from './favourites.repository';

/** The app path a favourite opens (the same addresses the app's own links use). */
function favouriteLink(row: Pick<FavouriteRow, 'type' | 'targetId' | 'campaignId'>): string {
  switch (row.type) {
    case 4:
      return `/meetingdetail?id=${row.targetId}&typeMap=4`;
    case 6:
      return `/activity/detailenter?id=${row.targetId}`;
    case 7:
      return `/activity/secondList?id=${row.targetId}&campain_id=${row.campaignId ?? ''}`;
    default:
      return `/course/detail?id=${row.targetId}&typeMap=${row.type}`;
  }
}

function presentFavourite(row: FavouriteRow): Favourite {
  return {
    id: row.targetId,
    type: row.type,
    title: row.title ?? '',
    cover: row.cover,
    subtitle: row.startAt ? formatDateTime(row.startAt) : row.speakerName,
    link: favouriteLink(row),
    favourited_at: row.favouritedAt.toISOString(),
  };
}

/** GET member/my-faver: the viewer's favourites, newest first. */
export class FavouritesService {
  constructor(
    private readonly repository: FavouritesRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(
    userId: number,
    query: PagingQuery & Pick<FavouriteListQuery, 'type'>,
  ): Promise<Page<Favourite>> {
    const { total, rows } = await this.repository.page(
      userId,
      query.type,
      this.now(),
      pageOffset(query),
      query.pageSize,
    );
    return { total, data: rows.map(presentFavourite) };
  }
}
