import { describe, expect, it } from 'vitest';
import { buildRegionRows } from '../regions/region-source';
import { HOSPITAL_SOURCE } from './hospital-source';

describe('starter hospital list', () => {
  const regions = new Map(buildRegionRows().map((region) => [region.code, region]));

  it('holds at least 60 hospitals with unique names', () => {
    expect(HOSPITAL_SOURCE.length).toBeGreaterThanOrEqual(60);
    expect(new Set(HOSPITAL_SOURCE.map((h) => h.name)).size).toBe(HOSPITAL_SOURCE.length);
  });

  it('places each hospital in a city of the regions table that belongs to its province', () => {
    for (const hospital of HOSPITAL_SOURCE) {
      const city = regions.get(hospital.cityCode);
      expect(city, hospital.name).toMatchObject({ level: 2, parentCode: hospital.provinceCode });
      expect(regions.get(hospital.provinceCode)?.level, hospital.name).toBe(1);
    }
  });

  it('covers all 31 mainland provincial-level divisions', () => {
    const mainland = [...regions.values()].filter((r) => r.level === 1 && Number(r.code) < 71);
    expect(mainland).toHaveLength(31);
    const covered = new Set(HOSPITAL_SOURCE.map((h) => h.provinceCode));
    expect(mainland.filter((p) => !covered.has(p.code)).map((p) => p.name)).toEqual([]);
  });

  it('fits the table columns', () => {
    for (const hospital of HOSPITAL_SOURCE) {
      expect(hospital.name.length).toBeLessThanOrEqual(100);
      expect(hospital.grade.length).toBeLessThanOrEqual(16);
    }
  });
});
