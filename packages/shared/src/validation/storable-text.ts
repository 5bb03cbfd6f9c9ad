// What PostgreSQL cannot store in text or jsonb: U+0000, and a lone half of a UTF-16 surrogate pair
// (a high one not followed by a low one, or a low one without its high one), which has no UTF-8
// form. No keyboard or input method types either. The server refuses them at its edge, strips them
// from labels the sender did not type (an upload's file name), and replaces them where a value must
// be kept whatever it holds (the audit log).

// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is exactly what PostgreSQL refuses.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

/** Whether `text` holds U+0000 or a lone surrogate. */
export function hasUnstorableCharacter(text: string): boolean {
  return UNSTORABLE.test(text);
}

/** `text` with every U+0000 and lone surrogate replaced by `replacement` ('' drops them). */
export function replaceUnstorableCharacters(text: string, replacement: string): string {
  return text.replace(UNSTORABLE_ALL, replacement);
}
