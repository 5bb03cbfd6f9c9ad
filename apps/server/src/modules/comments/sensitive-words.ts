/** How long the word list is kept in memory before it is read again (an operator's edit in another process shows up after this). */
export const SENSITIVE_WORDS_CACHE_MS = 5_000;

/** Zero-width characters someone might slip between the letters of a word. */
const INVISIBLE = /[\s\u200b-\u200d\u2060\ufeff]+/g;

/**
 * The form text is compared in: full-width letters and digits folded to ASCII (NFKC) and lower
 * case, so 'ＡＢＣ' and 'abc' match the word 'ABC'.
 */
function normalizeForMatching(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/**
 * The first of `words` that `text` contains, case-insensitively, also when spaces or zero-width
 * characters are slipped between its letters; null when the text is clean.
 */
export function findSensitiveWord(text: string, words: readonly string[]): string | null {
  const plain = normalizeForMatching(text);
  const squeezed = plain.replace(INVISIBLE, '');
  for (const word of words) {
    const needle = normalizeForMatching(word).replace(INVISIBLE, '');
    if (needle && (plain.includes(needle) || squeezed.includes(needle))) return word;
  }
  return null;
}

/**
 * The sensitive-word list, read from the database at most every SENSITIVE_WORDS_CACHE_MS:
 * checking each comment must not cost a query. Concurrent callers share one pending load.
 */
export class SensitiveWordCache {
  private words: readonly string[] = [];
  private loadedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<readonly string[]> | null = null;

  constructor(
    private readonly load: () => Promise<string[]>,
    private readonly now: () => Date = () => new Date(),
    /** A number, or what the invalidation bus allows now (shorter while it may miss messages). */
    private readonly maxAgeMs: number | (() => number) = SENSITIVE_WORDS_CACHE_MS,
  ) {}

  async current(): Promise<readonly string[]> {
    const at = this.now().getTime();
    const maxAge = typeof this.maxAgeMs === 'number' ? this.maxAgeMs : this.maxAgeMs();
    if (at - this.loadedAt < maxAge && at >= this.loadedAt) return this.words;
    this.pending ??= this.load()
      .then((words) => {
        this.words = words;
        this.loadedAt = at;
        return words;
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  /** Forgets the list (a node changed it): the next check reads it again. */
  invalidate(): void {
    this.loadedAt = Number.NEGATIVE_INFINITY;
  }

  async find(text: string): Promise<string | null> {
    return findSensitiveWord(text, await this.current());
  }
}
