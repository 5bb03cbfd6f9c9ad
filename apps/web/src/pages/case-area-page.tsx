import { TypeMap } from '@ia/shared';
import { useTranslation } from 'react-i18next';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { useRouteMeta } from '../app/routes/use-route-meta';
import { PageHeader } from '../components/page-header';
import {
  ContentFeed,
  FilterBar,
  FilterChips,
  FilterRow,
  SortSwitch,
  toSort,
  useDiseases,
  useListParams,
} from '../features/content';

/** /casearea: the cases (list type 2), narrowed by disease and tag (GET disease?get_tag=1). */
export function CaseAreaPage() {
  const { t } = useTranslation();
  const { title, showBack } = usePageChrome();
  const meta = useRouteMeta();
  const params = useListParams();
  const diseases = useDiseases();
  const diseaseId = params.getId('disease_id');
  const tagId = params.getId('tag_id');
  const sort = toSort(params.getText('sort'));

  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <FilterBar>
        <FilterChips
          label={t('discovery.filters.diseases')}
          options={diseases.data?.data ?? []}
          value={diseaseId}
          onChange={(value) => params.update({ disease_id: value })}
        />
        <FilterChips
          label={t('discovery.filters.tags')}
          options={diseases.data?.tags ?? []}
          value={tagId}
          onChange={(value) => params.update({ tag_id: value })}
        />
        <FilterRow>
          <SortSwitch
            value={sort}
            onChange={(value) => params.update({ sort: value === 'latest' ? undefined : value })}
          />
        </FilterRow>
      </FilterBar>
      <ContentFeed
        filters={{ typeMap: TypeMap.CASE, disease_id: diseaseId, tag_id: tagId, sort }}
        label={t('content.types.case')}
        emptyTitle={t('discovery.caseArea.empty')}
        loadMoreOnReachBottom={meta?.loadMoreOnReachBottom}
      />
    </div>
  );
}
