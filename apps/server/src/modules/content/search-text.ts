/**
 * Chinese-aware search keys (decision 011). PostgreSQL's default text-search parser does not
 * segment Chinese, and PGlite ships no zhparser, so a content is indexed by the distinct
 * character bigrams of its lower-cased plain text (plus each CJK character alone, so one-character
 * queries work). A query matches when the content has every bigram of every term (a GIN `@>` on
 * an array column, the same on PGlite and PostgreSQL); the repository then confirms the exact
 * substring with `position()` so that bigram coincidences never count as hits.
 */

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** Plain, lower-cased, whitespace-collapsed text of an HTML body (tags and entities removed). */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text search matches against: every searchable field, lower-cased, joined by newlines. */
export function searchText(fields: readonly (string | null | undefined)[]): string {
  return fields
    .filter((field): field is string => Boolean(field))
    .map((field) => field.toLowerCase().replace(/\s+/g, ' ').trim())
    .join('\n');
}

/** Distinct grams of `text`: every pair of adjacent characters within a word, and each CJK character. */
export function searchGrams(text: string): string[] {
  const grams = new Set<string>();
  for (const word of text.toLowerCase().split(/[\s\n]+/)) {
    const chars = Array.from(word);
    for (let index = 0; index < chars.length; index += 1) {
      const char = chars[index] as string;
      if (CJK.test(char)) grams.add(char);
      const next = chars[index + 1];
      if (next !== undefined) grams.add(char + next);
    }
  }
  return [...grams];
}

/** The terms of a query: split on whitespace, lower-cased, duplicates dropped. */
export function searchTerms(keyword: string): string[] {
  return [...new Set(keyword.toLowerCase().split(/\s+/).filter(Boolean))];
}

/**
 * Grams a content must have to match `term`: its bigrams, or the character itself for a
 * one-character term (a single Latin letter matches nothing by gram and is left to the substring check).
 */
export function queryGrams(term: string): string[] {
  const chars = Array.from(term);
  if (chars.length === 1) return CJK.test(term) ? [term] : [];
  return searchGrams(term);
}
