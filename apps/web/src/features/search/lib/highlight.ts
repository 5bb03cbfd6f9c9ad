export interface TextPart {
  text: string;
  match: boolean;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Splits `text` into the parts that match one of `terms` (letter case ignored) and the rest,
 * in order. Longer terms win where terms overlap ("肺结节" before "肺").
 */
export function splitByTerms(text: string, terms: readonly string[]): TextPart[] {
  const usable = [...new Set(terms.map((term) => term.trim()).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  if (usable.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];
  const pattern = new RegExp(usable.map(escapeRegExp).join('|'), 'giu');
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
