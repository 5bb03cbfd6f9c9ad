import { z } from 'zod';

/** Paging as the spec's client sends it: `current` (1-based page) and `pageSize`. */
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

/** A list's keyword filter (the console's search boxes and the lists they query). */
export const KEYWORD_MAX_LENGTH = 50;

export const pagingQuerySchema = z.object({
  current: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

/** List answers are `{ total, data }`; the client merges pages until it has `total` rows. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ total: z.number().int().min(0), data: z.array(item) });
}
export interface Page<T> {
  total: number;
  data: T[];
}

export function pageOffset({ current, pageSize }: PagingQuery): number {
  return (current - 1) * pageSize;
}
