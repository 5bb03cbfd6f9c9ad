import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv';

describe('csvCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+86 138', "'+86 138"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
  ])('prefixes a cell a spreadsheet would run: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('说"好"')).toBe('"说""好"""');
    expect(csvCell('一\n二')).toBe('"一\n二"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('writes numbers as they are and empty cells for null', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('csvDocument', () => {
  it('starts with a byte-order mark and ends rows with CRLF', () => {
    expect(
      csvDocument([
        ['a', 'b'],
        [1, null],
      ]),
    ).toBe('\ufeffa,b\r\n1,\r\n');
  });
});
