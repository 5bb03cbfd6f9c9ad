import { DEPARTMENTS, POSITIONS, type ProfileOption, TITLES, validateField } from '@ia/shared';
import { parse } from 'csv-parse/sync';
import { appError } from '../../lib/app-error';

/** The most data rows one import takes. */
export const IMPORT_MAX_ROWS = 5000;

/** CSV columns and the header names accepted for each (English as documented, or Chinese). */
const COLUMN_HEADERS = {
  openid: ['openid'],
  unionid: ['unionid'],
  name: ['name', '姓名'],
  mobile: ['mobile', '手机号', '手机'],
  province: ['province', '省份', '省份编码'],
  city: ['city', '城市', '城市编码'],
  hospital: ['hospital', '医院'],
  department: ['department', '科室'],
  title: ['title', '职称'],
  position: ['position', '职务'],
} as const;
type ImportColumn = keyof typeof COLUMN_HEADERS;

const WECHAT_ID_PATTERN = /^[\w-]{1,64}$/;

/** One data row of the CSV: its line number and its non-blank cells by column. */
export interface ImportRecord {
  line: number;
  cells: Partial<Record<ImportColumn, string>>;
  /** The row has non-blank cells beyond the header's columns. */
  extraCells: boolean;
}

/** A row that passed the shared field rules, with select values as option codes. */
export interface ImportedProfile {
  line: number;
  openid: string;
  unionid?: string;
  name?: string;
  mobile?: string;
  provinceCode?: string;
  cityCode?: string;
  hospitalName?: string;
  department?: string;
  title?: string;
  position?: string;
}

/** Which region codes exist: provinces, and the cities of each province. */
export interface RegionLookup {
  isProvince(code: string): boolean;
  isCityOf(provinceCode: string, cityCode: string): boolean;
}

/**
 * Parses the import CSV: a header row naming the columns, then data rows. A file that cannot be
 * read as a whole (bad quoting, unknown or missing columns, no rows, too many rows) is refused
 * with VALIDATION_FAILED; row-level problems are left to `validateImportRecord`.
 */
export function parseImportCsv(csv: string): ImportRecord[] {
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(csv, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw appError('USER_IMPORT_MALFORMED', { reason: message });
  }

  const [header, ...rows] = parsed;
  if (!header) throw appError('USER_IMPORT_EMPTY');
  const columns = header.record.map(columnOf);
  const unknown = header.record.filter((_name, index) => columns[index] === undefined);
  if (unknown.length > 0) {
    throw appError('USER_IMPORT_UNKNOWN_COLUMNS', { columns: unknown.join('、') });
  }
  const known = columns.filter((column): column is ImportColumn => column !== undefined);
  const duplicated = known.filter((column, index) => known.indexOf(column) !== index);
  if (duplicated.length > 0) {
    throw appError('USER_IMPORT_DUPLICATE_COLUMNS', { columns: [...new Set(duplicated)].join('、') });
  }
  if (!known.includes('openid')) throw appError('USER_IMPORT_NO_OPENID');

  const records = rows
    .filter(({ record }) => record.some((cell) => cell !== ''))
    .map(({ record, info }): ImportRecord => {
      const cells: ImportRecord['cells'] = {};
      known.forEach((column, index) => {
        const value = record[index];
        if (value) cells[column] = value;
      });
      const extraCells = record.slice(known.length).some((cell) => cell !== '');
      return { line: info.lines, cells, extraCells };
    });
  if (records.length === 0) throw appError('USER_IMPORT_NO_ROWS');
  if (records.length > IMPORT_MAX_ROWS) {
    throw appError('USER_IMPORT_TOO_MANY_ROWS', { max: IMPORT_MAX_ROWS });
  }
  return records;
}

/**
 * Checks one row against the shared field rules (spec §5) and the profile option lists, and
 * maps Chinese or English labels of department, title and position to their codes.
 */
export function validateImportRecord(
  record: ImportRecord,
  regions: RegionLookup,
): { profile: ImportedProfile } | { error: string } {
  const { cells, line } = record;
  if (record.extraCells) return { error: '该行的列数多于表头' };
  const openid = cells.openid;
  if (!openid) return { error: 'openid 不能为空' };
  if (!WECHAT_ID_PATTERN.test(openid)) return { error: 'openid 格式有误' };
  const profile: ImportedProfile = { line, openid };

  if (cells.unionid) {
    if (!WECHAT_ID_PATTERN.test(cells.unionid)) return { error: 'unionid 格式有误' };
    profile.unionid = cells.unionid;
  }
  if (cells.name) {
    const message = validateField('text', cells.name, '姓名', 'zh-CN', { max: 50 });
    if (message) return { error: message };
    profile.name = cells.name;
  }
  if (cells.mobile) {
    const message = validateField('mobile', cells.mobile, '手机号');
    if (message) return { error: message };
    profile.mobile = cells.mobile;
  }
  if (cells.city && !cells.province) return { error: '填写城市时须同时填写省份' };
  if (cells.province) {
    if (!/^\d{2}$/.test(cells.province) || !regions.isProvince(cells.province)) {
      return { error: `省份编码“${cells.province}”无效（应为 2 位地区编码）` };
    }
    profile.provinceCode = cells.province;
  }
  if (cells.city) {
    if (!/^\d{4}$/.test(cells.city) || !regions.isCityOf(cells.province ?? '', cells.city)) {
      return { error: `城市编码“${cells.city}”无效（应为该省份下的 4 位地区编码）` };
    }
    profile.cityCode = cells.city;
  }
  if (cells.hospital) {
    const message = validateField('text', cells.hospital, '医院', 'zh-CN', { max: 100 });
    if (message) return { error: message };
    profile.hospitalName = cells.hospital;
  }
  for (const [column, list, label] of [
    ['department', DEPARTMENTS, '科室'],
    ['title', TITLES, '职称'],
    ['position', POSITIONS, '职务'],
  ] as const) {
    const value = cells[column];
    if (!value) continue;
    const code = optionCode(list, value);
    if (!code) return { error: `${label}“${value}”不在可选范围内` };
    profile[column] = code;
  }
  return { profile };
}

function columnOf(header: string): ImportColumn | undefined {
  const name = header.trim().toLowerCase();
  const entry = Object.entries(COLUMN_HEADERS).find(([, names]) =>
    (names as readonly string[]).includes(name),
  );
  return entry?.[0] as ImportColumn | undefined;
}

/** The code of an option given by its code, Chinese label or English label. */
function optionCode(list: readonly ProfileOption[], value: string): string | undefined {
  const wanted = value.trim().toLowerCase();
  return list.find(
    (option) => option.value === wanted || option.zh === value.trim() || option.en.toLowerCase() === wanted,
  )?.value;
}
