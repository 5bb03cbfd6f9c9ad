import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { IMPORT_MAX_ROWS, type ImportRecord, parseImportCsv, validateImportRecord } from './user-import';

const regions = {
  isProvince: (code: string) => ['31', '11'].includes(code),
  isCityOf: (province: string, city: string) =>
    (province === '31' && city === '3101') || (province === '11' && city === '1101'),
};
const record = (cells: ImportRecord['cells'], line = 2): ImportRecord => ({ line, cells, extraCells: false });
const errorOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err;
  }
  throw new Error('expected an error');
};

describe('parseImportCsv', () => {
  it('reads a header (English or Chinese names, BOM, any order) and numbers rows by file line', () => {
    const rows = parseImportCsv('\uFEFF姓名,openid,Mobile\n张三,o_1,13812345678\n\n"李 四",o_2,\n');
    expect(rows).toEqual([
      { line: 2, cells: { name: '张三', openid: 'o_1', mobile: '13812345678' }, extraCells: false },
      { line: 4, cells: { name: '李 四', openid: 'o_2' }, extraCells: false },
    ]);
  });

  it('marks rows with cells beyond the header', () => {
    expect(parseImportCsv('openid,name\no_1,张三,多余\n')[0]?.extraCells).toBe(true);
  });

  it.each([
    ['', 'CSV 为空'],
    ['name,mobile\n张三,13812345678\n', '缺少 openid'],
    ['openid,moblie\no_1,13812345678\n', '无法识别的列：moblie'],
    ['openid,name,姓名\no_1,a,b\n', '列重复'],
    ['openid,name\n', '没有数据行'],
    ['openid,name\n"o_1,张三\n', 'CSV 格式有误'],
  ])('refuses %j as a whole with VALIDATION_FAILED', (csv, message) => {
    const err = errorOf(() => parseImportCsv(csv));
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe(40000);
    expect((err as AppError).message).toContain(message);
  });

  it(`takes at most ${IMPORT_MAX_ROWS} rows`, () => {
    const rows = (count: number) =>
      `openid\n${Array.from({ length: count }, (_, index) => `o_${index}`).join('\n')}\n`;
    expect(parseImportCsv(rows(IMPORT_MAX_ROWS))).toHaveLength(IMPORT_MAX_ROWS);
    expect((errorOf(() => parseImportCsv(rows(IMPORT_MAX_ROWS + 1))) as AppError).message).toContain(
      `最多导入 ${IMPORT_MAX_ROWS} 行`,
    );
  });
});

describe('validateImportRecord', () => {
  it('accepts a full row and maps Chinese or English labels to option codes', () => {
    const result = validateImportRecord(
      record({
        openid: 'oAbC-123_x',
        unionid: 'uXyZ',
        name: '张三',
        mobile: '13812345678',
        province: '31',
        city: '3101',
        hospital: '复旦大学附属中山医院',
        department: '放射科',
        title: 'Chief physician',
        position: 'department_director',
      }),
      regions,
    );
    expect(result).toEqual({
      profile: {
        line: 2,
        openid: 'oAbC-123_x',
        unionid: 'uXyZ',
        name: '张三',
        mobile: '13812345678',
        provinceCode: '31',
        cityCode: '3101',
        hospitalName: '复旦大学附属中山医院',
        department: 'radiology',
        title: 'chief_physician',
        position: 'department_director',
      },
    });
  });

  it('needs only the openid', () => {
    expect(validateImportRecord(record({ openid: 'o_1' }), regions)).toEqual({
      profile: { line: 2, openid: 'o_1' },
    });
  });

  it.each([
    [{}, 'openid 不能为空'],
    [{ openid: 'o 1' }, 'openid 格式有误'],
    [{ openid: 'o_1', unionid: 'u/1' }, 'unionid 格式有误'],
    [{ openid: 'o_1', mobile: '12345678901' }, '请输入正确的手机号'],
    [{ openid: 'o_1', name: '张'.repeat(51) }, '姓名'],
    [{ openid: 'o_1', province: '99' }, '省份编码“99”无效'],
    [{ openid: 'o_1', province: '3' }, '省份编码“3”无效'],
    [{ openid: 'o_1', province: '31', city: '1101' }, '城市编码“1101”无效'],
    [{ openid: 'o_1', city: '3101' }, '须同时填写省份'],
    [{ openid: 'o_1', department: '宇宙科' }, '科室“宇宙科”不在可选范围内'],
    [{ openid: 'o_1', title: '教授' }, '职称“教授”不在可选范围内'],
  ])('reports %j', (cells, message) => {
    const result = validateImportRecord(record(cells), regions);
    expect(result).toEqual({ error: expect.stringContaining(message) });
  });

  it('reports a row longer than the header', () => {
    expect(validateImportRecord({ line: 3, cells: { openid: 'o_1' }, extraCells: true }, regions)).toEqual({
      error: '该行的列数多于表头',
    });
  });
});
