import {
  type CampaignSummary,
  type MeetingSummary,
  SEARCH_KEYWORD_MAX,
  type SearchHit,
  TypeMap,
} from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import SearchBar from 'antd-mobile/es/components/search-bar';
import Tabs from 'antd-mobile/es/components/tabs';
import DeleteOutline from 'antd-mobile-icons/es/DeleteOutline';
import LeftOutline from 'antd-mobile-icons/es/LeftOutline';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedList } from '../../../components/paged-list/paged-list';
import { useGoBack } from '../../../hooks/use-go-back';
import { CampaignCard, useCampaigns } from '../../campaigns';
import { ContentRow, normalizeKeyword, useContentSearch } from '../../content';
import { MeetingRow, useMeetings } from '../../meetings';
import { useHotKeywords } from '../api/get-hot-keywords';
import { useRecentSearches } from '../hooks/use-recent-searches';
import { HighlightedText } from './highlighted-text';
import styles from './search.module.css';

/** The address keeps the keyword and the kind, so going back to the results shows them again. */
const KEYWORD_PARAM = 'keyword';
const KIND_PARAM = 'type';

/** What /allsearch can narrow the results to: every kind, or one of them. */
const SEARCH_KINDS = ['all', 'course', 'case', 'meeting', 'campaign'] as const;
type SearchKind = (typeof SEARCH_KINDS)[number];

function toSearchKind(value: string | null): SearchKind {
  return SEARCH_KINDS.find((kind) => kind === value) ?? 'all';
}

/** How many meetings and campaigns the 全部 results show above the contents. */
const MIXED_PREVIEW_SIZE = 3;

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
  // A page narrowed to one list type (/course/search) has no kinds to choose from.
  const kind = typeMap === undefined ? toSearchKind(searchParams.get(KIND_PARAM)) : 'all';
  const [draft, setDraft] = useState(keyword);
  const recentSearches = useRecentSearches();

  const kindParams = (next: SearchKind): Record<string, string> =>
    next === 'all' ? {} : { [KIND_PARAM]: next };
  const search = (value: string) => {
    const next = normalizeKeyword(value);
    setDraft(next);
    if (!next) return;
    recentSearches.add(next);
    setSearchParams({ [KEYWORD_PARAM]: next, ...kindParams(kind) }, { replace: true });
  };
  const handleKindChange = (next: SearchKind) =>
    setSearchParams(
      { ...(keyword ? { [KEYWORD_PARAM]: keyword } : {}), ...kindParams(next) },
      { replace: true },
    );
  const handleClear = () => {
    setDraft('');
    setSearchParams(kindParams(kind), { replace: true });
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
      {typeMap === undefined ? (
        <nav className={styles.kinds} aria-label={t('search.kinds.label')}>
          <Tabs activeKey={kind} onChange={(key) => handleKindChange(toSearchKind(key))}>
            {SEARCH_KINDS.map((item) => (
              <Tabs.Tab key={item} title={t(`search.kinds.${item}`)} />
            ))}
          </Tabs>
        </nav>
      ) : null}
      {keyword ? (
        kind === 'meeting' ? (
          <MeetingResults keyword={keyword} loadMoreOnReachBottom={loadMoreOnReachBottom} />
        ) : kind === 'campaign' ? (
          <CampaignResults keyword={keyword} loadMoreOnReachBottom={loadMoreOnReachBottom} />
        ) : (
          <>
            {kind === 'all' && typeMap === undefined ? (
              <MixedPreviews keyword={keyword} onMore={handleKindChange} />
            ) : null}
            <SearchResults
              keyword={keyword}
              typeMap={kind === 'course' ? TypeMap.COURSE : kind === 'case' ? TypeMap.CASE : typeMap}
              loadMoreOnReachBottom={loadMoreOnReachBottom}
              othersFound={kind === 'all' && typeMap === undefined}
            />
          </>
        )
      ) : (
        <>
          <HotKeywords onPick={search} />
          <RecentSearches recent={recentSearches.recent} onPick={search} onClear={recentSearches.clear} />
        </>
      )}
    </div>
  );
}

/** 热门搜索: what doctors search most (and what operators pin), one tap to search it. */
function HotKeywords({ onPick }: { onPick: (keyword: string) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const hot = useHotKeywords();
  const keywords = hot.data ?? [];
  if (keywords.length === 0) return null;
  return (
    <section className={styles.recent} aria-labelledby={titleId}>
      <div className={styles.recentHeader}>
        <h2 id={titleId} className={styles.recentTitle}>
          {t('search.hot')}
        </h2>
      </div>
      <ol className={styles.recentList}>
        {keywords.map((keyword, index) => (
          <li key={keyword}>
            <button type="button" className={styles.recentItem} onClick={() => onPick(keyword)}>
              {index < 3 ? <span className={styles.hotRank}>{index + 1}</span> : null}
              {keyword}
            </button>
          </li>
        ))}
      </ol>
    </section>
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
  /** 全部: meetings or campaigns may have matched above, and then no contents is no empty result. */
  othersFound?: boolean;
}

function SearchResults({ keyword, typeMap, loadMoreOnReachBottom, othersFound }: SearchResultsProps) {
  const { t } = useTranslation();
  const results = useContentSearch(keyword, typeMap);
  const others = useOtherHits(keyword, othersFound === true);
  const firstPage = results.data?.pages[0];
  if (firstPage?.total === 0 && others > 0) return null;
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

/** How many meetings and campaigns match `keyword` (0 when not asked or not yet answered). */
function useOtherHits(keyword: string, enabled: boolean): number {
  const meetings = useMeetings({ keyword }, enabled);
  const campaigns = useCampaigns(undefined, keyword, enabled);
  if (!enabled) return 0;
  return (meetings.data?.pages[0]?.total ?? 0) + (campaigns.data?.pages[0]?.total ?? 0);
}

/** The words to mark in a title: the keyword's terms, as the server splits them. */
function termsOf(keyword: string): string[] {
  return keyword.toLowerCase().split(/\s+/).filter(Boolean);
}

interface KindResultsProps {
  keyword: string;
  loadMoreOnReachBottom: boolean | undefined;
}

function MeetingResults({ keyword, loadMoreOnReachBottom }: KindResultsProps) {
  const { t } = useTranslation();
  const meetings = useMeetings({ keyword });
  const terms = termsOf(keyword);
  const total = meetings.data?.pages[0]?.total ?? 0;
  return (
    <>
      {total > 0 ? <p className={styles.count}>{t('search.resultCount', { count: total })}</p> : null}
      <PagedList<MeetingSummary>
        query={meetings}
        label={t('search.results')}
        itemKey={(meeting) => meeting.id}
        renderItem={(meeting) => (
          <MeetingRow meeting={meeting} title={<HighlightedText text={meeting.title} terms={terms} />} />
        )}
        emptyTitle={t('search.empty')}
        emptyDescription={t('search.emptyHint')}
        errorTitle={t('search.error')}
        loadMoreOnReachBottom={loadMoreOnReachBottom}
      />
    </>
  );
}

function CampaignResults({ keyword, loadMoreOnReachBottom }: KindResultsProps) {
  const { t } = useTranslation();
  const campaigns = useCampaigns(undefined, keyword);
  const terms = termsOf(keyword);
  const total = campaigns.data?.pages[0]?.total ?? 0;
  return (
    <>
      {total > 0 ? <p className={styles.count}>{t('search.resultCount', { count: total })}</p> : null}
      <PagedList<CampaignSummary>
        query={campaigns}
        label={t('search.results')}
        itemKey={(campaign) => campaign.id}
        renderItem={(campaign) => (
          <CampaignCard campaign={campaign} title={<HighlightedText text={campaign.title} terms={terms} />} />
        )}
        emptyTitle={t('search.empty')}
        emptyDescription={t('search.emptyHint')}
        errorTitle={t('search.error')}
        loadMoreOnReachBottom={loadMoreOnReachBottom}
      />
    </>
  );
}

interface MixedPreviewsProps {
  keyword: string;
  onMore: (kind: SearchKind) => void;
}

/** 全部: the first matching meetings and campaigns, each with a way to see all of them, above the contents. */
function MixedPreviews({ keyword, onMore }: MixedPreviewsProps) {
  const { t } = useTranslation();
  const meetings = useMeetings({ keyword });
  const campaigns = useCampaigns(undefined, keyword);
  const terms = termsOf(keyword);
  const meetingPage = meetings.data?.pages[0];
  const campaignPage = campaigns.data?.pages[0];
  return (
    <>
      {meetingPage && meetingPage.total > 0 ? (
        <PreviewSection
          title={t('search.kinds.meeting')}
          total={meetingPage.total}
          onMore={() => onMore('meeting')}
        >
          {meetingPage.data.slice(0, MIXED_PREVIEW_SIZE).map((meeting) => (
            <li key={meeting.id}>
              <MeetingRow meeting={meeting} title={<HighlightedText text={meeting.title} terms={terms} />} />
            </li>
          ))}
        </PreviewSection>
      ) : null}
      {campaignPage && campaignPage.total > 0 ? (
        <PreviewSection
          title={t('search.kinds.campaign')}
          total={campaignPage.total}
          onMore={() => onMore('campaign')}
        >
          {campaignPage.data.slice(0, MIXED_PREVIEW_SIZE).map((campaign) => (
            <li key={campaign.id}>
              <CampaignCard
                campaign={campaign}
                title={<HighlightedText text={campaign.title} terms={terms} />}
              />
            </li>
          ))}
        </PreviewSection>
      ) : null}
    </>
  );
}

interface PreviewSectionProps {
  title: string;
  total: number;
  onMore: () => void;
  children: ReactNode;
}

function PreviewSection({ title, total, onMore, children }: PreviewSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.preview} aria-labelledby={titleId}>
      <div className={styles.previewHeader}>
        <h2 id={titleId} className={styles.previewTitle}>
          {title}
        </h2>
        {total > MIXED_PREVIEW_SIZE ? (
          <button type="button" className={styles.more} onClick={onMore}>
            {t('search.more', { count: total })}
          </button>
        ) : null}
      </div>
      <ul className={styles.previewList}>{children}</ul>
    </section>
  );
}
