import { z } from 'zod';

/** One row of the region list (spec §3): AREACODE has 2 (province), 4 (city) or 6 (district) digits. */
export const regionSchema = z.object({
  AREACODE: z.string().regex(/^\d{2}(\d{2}){0,2}$/),
  AREANAME: z.string(),
  ISHOT: z.union([z.literal(0), z.literal(1)]),
});
export type Region = z.infer<typeof regionSchema>;

export const regionListQuerySchema = z.object({
  /** Children of this code; omitted for the provinces. */
  parent: z
    .string()
    .regex(/^\d{2}(\d{2})?$/, '上级地区编码应为2位或4位数字')
    .optional(),
});
export type RegionListQuery = z.infer<typeof regionListQuerySchema>;

export const REGION_PATHS = { list: '/region/list', hot: '/region/hot' } as const;

/** The four direct-administered municipalities (spec §3). */
export const DIRECT_CITY_PROVINCE_CODES = ['11', '12', '31', '50'] as const;
