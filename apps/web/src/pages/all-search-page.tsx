import { useTranslation } from 'react-i18next';
import { useRouteMeta, useRouteTitle } from '../app/routes/use-route-meta';
import { SearchView } from '../features/search';

/** /allsearch: search across every content (courses, cases, others). */
export function AllSearchPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return (
    <div className="page">
      <SearchView
        title={useRouteTitle()}
        placeholder={t('search.placeholder')}
        loadMoreOnReachBottom={meta?.loadMoreOnReachBottom}
      />
    </div>
  );
}
