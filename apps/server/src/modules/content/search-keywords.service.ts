import {
  type AdminSearchKeyword,
  type AdminSearchKeywordInput,
  HOT_KEYWORDS_MAX,
  searchTerms,
} from '@ia/shared';
import { isUniqueViolation } from '../../db/sql-helpers';
import { AppError, notFound } from '../../lib/app-error';
import { BatchedCounter } from './batched-counter';
import type { SearchKeywordRow } from './content.table';
import type { SearchKeywordsRepository } from './search-keywords.repository';

/** The most keywords the console lists (the long tail of one-off searches is not worth a page). */
const CONSOLE_LIST_MAX = 200;

/** One way of writing a keyword: its terms lower-cased and joined by one space. */
function keywordKey(keyword: string): string {
  return searchTerms(keyword).join(' ');
}

function presentKeyword(row: SearchKeywordRow): AdminSearchKeyword {
  return {
    id: row.id,
    keyword: row.keyword,
    search_count: row.searchCount,
    pinned: row.pinned,
    hidden: row.hidden,
    sort: row.sort,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Hot keywords (issue 16): the app's searches counted on the server, one per search (its first
 * page), and offered on the search page most searched first; operators pin, order, hide and add
 * keywords in the console. The offered list is read at most once per `cacheMs`.
 *
 * Searches are counted in memory and written once a second in one statement (issue 12): a write per
 * search made every search of a popular keyword wait for the lock on its row. Reading the offered
 * list writes this node's counts first, so a search shows in it at the next read.
 */
export class SearchKeywordsService {
  private cached: { at: number; keywords: string[] } | null = null;
  private readonly searches: BatchedCounter<string>;

  constructor(
    private readonly repository: SearchKeywordsRepository,
    private readonly now: () => Date,
    private readonly cacheMs: number,
    onCountWriteError: (error: unknown) => void = () => {},
  ) {
    this.searches = new BatchedCounter<string>(
      (searches) => repository.addSearches(searches, this.now()),
      1000,
      onCountWriteError,
    );
    this.searches.start();
  }

  /** Counts one search of `keyword` (written within a second). */
  count(keyword: string): void {
    const key = keywordKey(keyword);
    if (key) this.searches.count(key);
  }

  /** Writes the counted searches that are left (graceful shutdown). */
  stop(): Promise<void> {
    return this.searches.stop();
  }

  /** GET home-search/hot */
  async hot(): Promise<string[]> {
    const at = this.now().getTime();
    if (this.cached && at - this.cached.at >= 0 && at - this.cached.at < this.cacheMs)
      return this.cached.keywords;
    // A failed write keeps its counts for the next one; the list is read all the same.
    await this.searches.flush().catch(() => {});
    const keywords = (await this.repository.hot(HOT_KEYWORDS_MAX)).map((row) => row.keyword);
    this.cached = { at, keywords };
    return keywords;
  }

  async list(): Promise<AdminSearchKeyword[]> {
    return (await this.repository.list(CONSOLE_LIST_MAX)).map(presentKeyword);
  }

  async create(input: AdminSearchKeywordInput): Promise<AdminSearchKeyword> {
    const row = await this.repository.create({ ...input, keyword: keywordKey(input.keyword) }, this.now());
    if (!row) throw new AppError('CONFLICT', '该关键词已存在');
    this.cached = null;
    return presentKeyword(row);
  }

  async update(id: number, input: AdminSearchKeywordInput): Promise<AdminSearchKeyword> {
    try {
      const row = await this.repository.update(
        id,
        { ...input, keyword: keywordKey(input.keyword) },
        this.now(),
      );
      if (!row) throw notFound('关键词不存在');
      this.cached = null;
      return presentKeyword(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', '该关键词已存在');
      throw error;
    }
  }

  async delete(id: number): Promise<void> {
    if (!(await this.repository.delete(id))) throw notFound('关键词不存在');
    this.cached = null;
  }
}
