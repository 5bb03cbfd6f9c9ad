import { TypeMap } from '@ia/shared';
import Tabs from 'antd-mobile/es/components/tabs';
import AppstoreOutline from 'antd-mobile-icons/es/AppstoreOutline';
import SearchOutline from 'antd-mobile-icons/es/SearchOutline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { useRouteMeta } from '../app/routes/use-route-meta';
import { OperatorText } from '../components/operator-text';
import { PageHeader } from '../components/page-header';
import { useCategoryTree } from '../features/categories';
import {
  BannerSkeleton,
  BannerSwiper,
  CardScroller,
  CardScrollerSkeleton,
  ContentFeed,
  listFiltersStyles as filterStyles,
  InlineError,
  LessonCard,
  useBanners,
  useLessonsPreview,
  useListParams,
} from '../features/content';
import styles from './course-page.module.css';

/** How many series the strips show; the rest are a tap away on the detail of each. */
const STRIP_LIMIT = 10;
const ALL_CATEGORIES = 'all';

/**
 * /course, the learning tab: search and categories at the top, the lesson banners, the 专题
 * (topic series), then by category the course series and every single course.
 */
export function CoursePage() {
  const { t } = useTranslation();
  const { title, showBack } = usePageChrome();
  const meta = useRouteMeta();
  const params = useListParams();
  const categoryId = params.getId('category_id');
  const categories = useCategoryTree();

  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <div className={styles.top}>
        <Link className={styles.search} to="/course/search">
          <SearchOutline aria-hidden="true" />
          <span>{t('discovery.course.searchPlaceholder')}</span>
        </Link>
        <Link className={styles.categoriesLink} to="/course/class">
          <AppstoreOutline aria-hidden="true" />
          <span>{t('discovery.course.categories')}</span>
        </Link>
      </div>
      <LessonBanners />
      <nav className={styles.shortcuts} aria-label={t('discovery.course.shortcuts')}>
        <Link to="/casearea">{t('routes.caseArea')}</Link>
        <Link to="/allcontent">{t('routes.allContent')}</Link>
        <Link to="/personal/history">{t('routes.personalHistory')}</Link>
      </nav>
      <SeriesStrip title={t('discovery.course.topics')} topics />
      {categories.data && categories.data.length > 0 ? (
        <div className={styles.categoryTabs}>
          <Tabs
            className={filterStyles.tabs}
            activeKey={categoryId ? String(categoryId) : ALL_CATEGORIES}
            onChange={(key) => params.update({ category_id: key === ALL_CATEGORIES ? undefined : key })}
          >
            <Tabs.Tab key={ALL_CATEGORIES} title={t('discovery.filters.all')} />
            {categories.data.map((category) => (
              <Tabs.Tab
                key={String(category.id)}
                title={<OperatorText zh={category.name} en={category.name_en} />}
              />
            ))}
          </Tabs>
        </div>
      ) : null}
      <SeriesStrip title={t('discovery.course.series')} categoryId={categoryId} />
      <h2 className={styles.heading}>{t('discovery.course.courses')}</h2>
      <ContentFeed
        filters={{ typeMap: TypeMap.COURSE, category_id: categoryId }}
        label={t('discovery.course.courses')}
        emptyTitle={t('discovery.course.empty')}
        loadMoreOnReachBottom={meta?.loadMoreOnReachBottom}
      />
    </div>
  );
}

function LessonBanners() {
  const { t } = useTranslation();
  const banners = useBanners('lesson');
  if (banners.isPending) {
    return (
      <div className={styles.banners}>
        <BannerSkeleton />
      </div>
    );
  }
  // No banners (or none loadable): the page simply starts with the sections below.
  if (banners.isError || banners.data.length === 0) return null;
  return (
    <div className={styles.banners}>
      <BannerSwiper banners={banners.data} label={t('discovery.course.banners')} />
    </div>
  );
}

interface SeriesStripProps {
  title: string;
  /** 专题 (lesson/campain-list) rather than every series (lesson/lesson). */
  topics?: boolean;
  categoryId?: number;
}

/** A titled strip of series cards; left out when there are none. */
function SeriesStrip({ title, topics = false, categoryId }: SeriesStripProps) {
  const { t } = useTranslation();
  const lessons = useLessonsPreview(topics ? {} : { category_id: categoryId }, STRIP_LIMIT, { topics });
  if (lessons.isSuccess && lessons.data.data.length === 0) return null;
  return (
    <section className={styles.strip} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      {lessons.isPending ? (
        <CardScrollerSkeleton />
      ) : lessons.isError ? (
        <InlineError
          message={t('discovery.home.sectionError')}
          retrying={lessons.isFetching}
          onRetry={() => void lessons.refetch()}
        />
      ) : (
        <CardScroller
          label={title}
          items={lessons.data.data}
          itemKey={(lesson) => lesson.id}
          renderItem={(lesson) => <LessonCard lesson={lesson} />}
        />
      )}
    </section>
  );
}
