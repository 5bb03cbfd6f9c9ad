import { SearchKeywordsView } from '../features/content';

/** 内容管理 › 热门搜索. */
export function SearchKeywordsPage() {
  return <SearchKeywordsView />;
}
