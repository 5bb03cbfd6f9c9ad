import { z } from 'zod';
import { pagingQuerySchema } from '../paging';

/**
 * GET member/my-faver (/personal/collection): the viewer's favourites, newest first, across
 * contents (typeMap 1–3), meetings (4), campaigns (6) and campaign sections (7). A favourite
 * whose target was deleted or unpublished is left out.
 */
export const FavouriteTypes = [1, 2, 3, 4, 6, 7] as const;

export const favouriteListQuerySchema = pagingQuerySchema.extend({
  /** One typeMap only; absent lists them all. */
  type: z.coerce
    .number()
    .int()
    .refine((value) => (FavouriteTypes as readonly number[]).includes(value), '收藏类型不正确')
    .optional(),
});
export type FavouriteListQuery = z.output<typeof favouriteListQuerySchema>;

export const favouriteSchema = z.object({
  /** The target's id (content, meeting, campaign or section). */
  id: z.number().int(),
  /** typeMap of the target. */
  type: z.number().int(),
  title: z.string(),
  cover: z.string().nullable(),
  /** A line under the title: the speaker, or the meeting's start. */
  subtitle: z.string().nullable(),
  /** The in-app path that opens it. */
  link: z.string(),
  favourited_at: z.string(),
});
export type Favourite = z.infer<typeof favouriteSchema>;

export const FAVOURITE_PATHS = { list: 'member/my-faver' } as const;
