/** A list answer of the API: one page of rows and the total across all pages (spec §7). */
export interface PageAnswer<T> {
  total: number;
  data: T[];
}

/**
 * The next page to ask for, or undefined at the end. Spec §7: merging uses the total count, so
 * the list ends once the rows received reach `total`. An empty page also ends it: rows deleted
 * while paging would otherwise leave the total unreachable and the list asking forever.
 */
export function nextPageByTotal<T>(last: PageAnswer<T>, pages: readonly PageAnswer<T>[]): number | undefined {
  if (last.data.length === 0) return undefined;
  const received = pages.reduce((sum, page) => sum + page.data.length, 0);
  return received < last.total ? pages.length + 1 : undefined;
}

/**
 * Rows of every page in order. A row published while the user scrolls pushes the others down
 * a place, so the next page repeats the last row of the previous one: it is shown once.
 */
export function mergePages<T>(pages: readonly PageAnswer<T>[], keyOf: (row: T) => string | number): T[] {
  const seen = new Set<string | number>();
  const rows: T[] = [];
  for (const page of pages) {
    for (const row of page.data) {
      const key = keyOf(row);
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push(row);
    }
  }
  return rows;
}
