import { TypeMap } from '@ia/shared';
import Tabs from 'antd-mobile/es/components/tabs';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import { useTranslation } from 'react-i18next';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { useRouteMeta } from '../app/routes/use-route-meta';
import { PageHeader } from '../components/page-header';
import { findCategory, useCategoryTree } from '../features/categories';
import {
  ContentFeed,
  FilterBar,
  FilterChips,
  FilterRow,
  listFiltersStyles as filterStyles,
  SortSwitch,
  toSort,
  useContentTags,
  useListParams,
} from '../features/content';

/**
 * The list types as tabs. The address says `type=course|case|other`, not typeMap: typeMap=2 in
 * an address turns any page into 病例详情 (spec §2).
 */
const LIST_TABS = [
  { key: 'course', typeMap: TypeMap.COURSE },
  { key: 'case', typeMap: TypeMap.CASE },
  { key: 'other', typeMap: TypeMap.OTHER },
] as const;
type ListTabKey = (typeof LIST_TABS)[number]['key'];

/** /allcontent: every content by list type, newest or most viewed, narrowed by tag and category. */
export function AllContentPage() {
  const { t } = useTranslation();
  const { title, showBack } = usePageChrome();
  const meta = useRouteMeta();
  const params = useListParams();
  const tab = LIST_TABS.find((item) => item.key === params.getText('type')) ?? LIST_TABS[0];
  const sort = toSort(params.getText('sort'));
  const categoryId = params.getId('category_id');
  const tagId = params.getId('tag_id');
  const tags = useContentTags({ typeMap: tab.typeMap, category_id: categoryId });

  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <FilterBar>
        <Tabs
          className={filterStyles.tabs}
          activeKey={tab.key}
          onChange={(key) => params.update({ type: key as ListTabKey, tag_id: undefined })}
        >
          {LIST_TABS.map((item) => (
            <Tabs.Tab key={item.key} title={t(`content.types.${item.key}`)} />
          ))}
        </Tabs>
        <FilterRow>
          {categoryId ? (
            <CategoryFilterChip
              categoryId={categoryId}
              onClear={() => params.update({ category_id: undefined })}
            />
          ) : null}
          <SortSwitch
            value={sort}
            onChange={(value) => params.update({ sort: value === 'latest' ? undefined : value })}
          />
        </FilterRow>
        <FilterChips
          label={t('discovery.filters.tags')}
          options={tags.data ?? []}
          value={tagId}
          onChange={(value) => params.update({ tag_id: value })}
        />
      </FilterBar>
      <ContentFeed
        filters={{ typeMap: tab.typeMap, category_id: categoryId, tag_id: tagId, sort }}
        label={t(`content.types.${tab.key}`)}
        emptyTitle={t('discovery.allContent.empty')}
        loadMoreOnReachBottom={meta?.loadMoreOnReachBottom}
      />
    </div>
  );
}

/** The category a list is narrowed to (from the category page), with a tap to drop it. */
function CategoryFilterChip({ categoryId, onClear }: { categoryId: number; onClear: () => void }) {
  const { t } = useTranslation();
  const tree = useCategoryTree();
  const name =
    (tree.data && findCategory(tree.data, categoryId)?.name) ?? t('discovery.allContent.someCategory');
  return (
    <button
      type="button"
      className={filterStyles.categoryChip}
      aria-label={t('discovery.allContent.clearCategory', { name })}
      onClick={onClear}
    >
      {t('discovery.allContent.category', { name })}
      <CloseOutline aria-hidden="true" />
    </button>
  );
}
