import { SEARCH_KEYWORD_MAX, type SearchHit } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import SearchBar from 'antd-mobile/es/components/search-bar';
import DeleteOutline from 'antd-mobile-icons/es/DeleteOutline';
import LeftOutline from 'antd-mobile-icons/es/LeftOutline';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedList } from '../../../components/paged-list/paged-list';
import { useGoBack } from '../../../hooks/use-go-back';
import { ContentRow, normalizeKeyword, useContentSearch } from '../../content';
import { useRecentSearches } from '../hooks/use-recent-searches';
import { HighlightedText } from './highlighted-text';
import styles from './search.module.css';

/** The address keeps the keyword, so going back to the results shows them again. */
const KEYWORD_PARAM = 'keyword';

export interface SearchViewProps {
  /** The page's title (read by assistive technology; the search bar takes its place on screen). */
  title: string;
  placeholder: string;
  /** Narrows the results to one list type (1: courses on /course/search). */
  typeMap?: number;
  loadMoreOnReachBottom?: boolean;
}

/**
 * A search page: the box (focused on arrival), the device's recent searches while nothing is
 * searched, then the results with the matched terms marked, page after page.
 */
export function SearchView({ title, placeholder, typeMap, loadMoreOnReachBottom }: SearchViewProps) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const [searchParams, setSearchParams] = useSearchParams();
  const keyword = normalizeKeyword(searchParams.get(KEYWORD_PARAM) ?? '');
  const [draft, setDraft] = useState(keyword);
  const recentSearches = useRecentSearches();

  const search = (value: string) => {
    const next = normalizeKeyword(value);
    setDraft(next);
    if (!next) return;
    recentSearches.add(next);
    setSearchParams({ [KEYWORD_PARAM]: next }, { replace: true });
  };
  const handleClear = () => {
    setDraft('');
    setSearchParams({}, { replace: true });
  };
  const handleChange = (value: string) => {
    // An emptied box shows the recent searches again.
    if (value === '') return handleClear();
    // The server takes at most SEARCH_KEYWORD_MAX characters: longer input (a paste) is cut here.
    setDraft(value.slice(0, SEARCH_KEYWORD_MAX));
  };

  return (
    <div className={styles.view}>
      <header className={styles.header}>
        <h1 className={styles.visuallyHidden}>{title}</h1>
        <button type="button" className={styles.back} aria-label={t('app.back')} onClick={goBack}>
          <LeftOutline aria-hidden="true" />
        </button>
        <SearchBar
          className={styles.searchBar}
          value={draft}
          placeholder={placeholder}
          maxLength={SEARCH_KEYWORD_MAX}
          autoFocus={!keyword}
          onChange={handleChange}
          onSearch={search}
          onClear={handleClear}
        />
        <button type="button" className={styles.submit} onClick={() => search(draft)}>
          {t('search.submit')}
        </button>
      </header>
      {draft.length >= SEARCH_KEYWORD_MAX ? (
        <p className={styles.limit} role="status">
          {t('search.tooLong', { max: SEARCH_KEYWORD_MAX })}
        </p>
      ) : null}
      {keyword ? (
        <SearchResults keyword={keyword} typeMap={typeMap} loadMoreOnReachBottom={loadMoreOnReachBottom} />
      ) : (
        <RecentSearches recent={recentSearches.recent} onPick={search} onClear={recentSearches.clear} />
      )}
    </div>
  );
}

interface RecentSearchesProps {
  recent: readonly string[];
  onPick: (keyword: string) => void;
  onClear: () => void;
}

function RecentSearches({ recent, onPick, onClear }: RecentSearchesProps) {
  const { t } = useTranslation();
  const titleId = useId();
  if (recent.length === 0) return <p className={styles.hint}>{t('search.hint')}</p>;
  return (
    <section className={styles.recent} aria-labelledby={titleId}>
      <div className={styles.recentHeader}>
        <h2 id={titleId} className={styles.recentTitle}>
          {t('search.recent')}
        </h2>
        <Button size="mini" fill="none" onClick={onClear} aria-label={t('search.clearRecent')}>
          <DeleteOutline aria-hidden="true" />
        </Button>
      </div>
      <ul className={styles.recentList}>
        {recent.map((keyword) => (
          <li key={keyword}>
            <button type="button" className={styles.recentItem} onClick={() => onPick(keyword)}>
              {keyword}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface SearchResultsProps {
  keyword: string;
  typeMap: number | undefined;
  loadMoreOnReachBottom: boolean | undefined;
}

function SearchResults({ keyword, typeMap, loadMoreOnReachBottom }: SearchResultsProps) {
  const { t } = useTranslation();
  const results = useContentSearch(keyword, typeMap);
  const firstPage = results.data?.pages[0];
  // The terms the server matched; before an answer, the words typed.
  const terms = firstPage?.terms.length ? firstPage.terms : keyword.split(/\s+/);
  return (
    <>
      {firstPage && firstPage.total > 0 ? (
        <p className={styles.count}>{t('search.resultCount', { count: firstPage.total })}</p>
      ) : null}
      <PagedList<SearchHit>
        query={results}
        label={t('search.results')}
        itemKey={(hit) => hit.id}
        renderItem={(hit) => (
          <ContentRow
            content={hit}
            title={<HighlightedText text={hit.title} terms={terms} />}
            snippet={hit.snippet ? <HighlightedText text={hit.snippet} terms={terms} /> : undefined}
          />
        )}
        emptyTitle={t('search.empty')}
        emptyDescription={t('search.emptyHint')}
        errorTitle={t('search.error')}
        loadMoreOnReachBottom={loadMoreOnReachBottom}
      />
    </>
  );
}
