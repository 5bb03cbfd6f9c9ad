/**
 * The CSV columns POST /users/import reads (see adminUserImportBodySchema in @ia/shared), in
 * template order. Only openid is required; empty cells leave a field as it is. province and
 * city are region codes; department, title and position take the code or the Chinese label.
 */
export const IMPORT_COLUMNS = [
  'openid',
  'unionid',
  'name',
  'mobile',
  'province',
  'city',
  'hospital',
  'department',
  'title',
  'position',
] as const;

export const REQUIRED_IMPORT_COLUMNS: readonly string[] = ['openid'];

const SAMPLE_ROW = [
  'oAbCdEfGhIjKlMnOpQrStUvWxYz0',
  '',
  '张三',
  '13800138000',
  '31',
  '3101',
  '上海市第一人民医院',
  '放射科',
  '主治医师',
  '医生',
];

/** The template: the header row and one sample line. */
function importTemplateCsv(): string {
  return `${IMPORT_COLUMNS.join(',')}\r\n${SAMPLE_ROW.join(',')}\r\n`;
}

/** Excel only reads a CSV as UTF-8 when it starts with a byte-order mark. */
const BYTE_ORDER_MARK = '\uFEFF';

/** Saves the template through a temporary link. */
export function downloadImportTemplate(fileName: string): void {
  const blob = new Blob([BYTE_ORDER_MARK, importTemplateCsv()], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  URL.revokeObjectURL(url);
}

/** The CSV text as the server should see it: no byte-order mark, no trailing blank lines. */
export function normalizeCsv(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\s+$/, '');
}

/** Data lines (the header and blank lines not counted), for the hint under the text box. */
export function countDataLines(text: string): number {
  const lines = normalizeCsv(text)
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  return Math.max(lines.length - 1, 0);
}
