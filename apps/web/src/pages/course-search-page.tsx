import { TypeMap } from '@ia/shared';
import { useTranslation } from 'react-i18next';
import { useRouteMeta, useRouteTitle } from '../app/routes/use-route-meta';
import { SearchView } from '../features/search';

/** /course/search: search among the courses only (typeMap=1). */
export function CourseSearchPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return (
    <div className="page">
      <SearchView
        title={useRouteTitle()}
        placeholder={t('search.coursePlaceholder')}
        typeMap={TypeMap.COURSE}
        loadMoreOnReachBottom={meta?.loadMoreOnReachBottom}
      />
    </div>
  );
}
