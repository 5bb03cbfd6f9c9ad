import { z } from 'zod';

/** Course category as the spec's entity lists it (§3); `children` nests subcategories. */
export interface CourseCategory {
  id: number;
  name: string;
  /** The English name, '' when the operator wrote none (the app then shows `name`). */
  name_en: string;
  cover: string | null;
  sort: number;
  parent_id: number;
  member_group_flag: 0 | 1 | 2;
  member_group_ids: number[];
  level: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  children: CourseCategory[];
}

export const courseCategorySchema: z.ZodType<CourseCategory> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    name_en: z.string(),
    cover: z.string().nullable(),
    sort: z.number().int(),
    parent_id: z.number().int(),
    member_group_flag: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    member_group_ids: z.array(z.number().int()),
    level: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
    deleted_at: z.string().nullable(),
    children: z.array(courseCategorySchema),
  }),
);

/** `category/tree/{id}`: id 0 is the virtual root (every top-level category). */
export const categoryTreeParamsSchema = z.object({ id: z.coerce.number().int().min(0) });
