import type { CourseCategory } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ContentImage } from '../../../components/content-image';
import { OperatorText, useOperatorName } from '../../../components/operator-text';
import { designImageSizes } from '../../../lib/image-variants';
import { useCategoryTree } from '../api/get-category-tree';
import styles from './category-grid.module.css';

/** The home page shows two rows of shortcuts. */
const CATEGORY_SHORTCUT_COUNT = 8;

/** Shortcuts to the top-level course categories (GET category/tree/0). */
export function CategoryGrid() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch, isFetching } = useCategoryTree();

  if (isPending) return <CategoryGridSkeleton />;
  if (isError) {
    return (
      <div className={styles.status} role="alert">
        <span>{t('home.categoriesError')}</span>
        <Button
          size="mini"
          shape="rounded"
          color="primary"
          fill="outline"
          loading={isFetching}
          onClick={() => void refetch()}
        >
          {t('app.retry')}
        </Button>
      </div>
    );
  }
  if (data.length === 0) return <p className={styles.status}>{t('home.categoriesEmpty')}</p>;
  return (
    <ul className={styles.grid} aria-label={t('home.categoriesTitle')}>
      {data.slice(0, CATEGORY_SHORTCUT_COUNT).map((category) => (
        <li key={category.id}>
          <CategoryShortcut category={category} />
        </li>
      ))}
    </ul>
  );
}

function CategoryShortcut({ category }: { category: CourseCategory }) {
  const navigate = useNavigate();
  const operatorName = useOperatorName();
  const handleOpen = () => void navigate(`/course/class?categoryId=${category.id}`);
  return (
    <button type="button" className={styles.item} onClick={handleOpen}>
      <span className={styles.cover} aria-hidden="true">
        {category.cover ? (
          <ContentImage src={category.cover} alt="" sizes={designImageSizes(96)} />
        ) : (
          Array.from(operatorName(category.name, category.name_en))[0]
        )}
      </span>
      <span className={styles.name}>
        <OperatorText zh={category.name} en={category.name_en} />
      </span>
    </button>
  );
}

function CategoryGridSkeleton() {
  const { t } = useTranslation();
  return (
    <ul className={styles.grid} aria-busy="true" aria-label={t('app.loading')}>
      {Array.from({ length: CATEGORY_SHORTCUT_COUNT }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className={styles.item}>
          <span className={`${styles.skeletonCover} skeleton`} />
          <span className={`${styles.skeletonName} skeleton`} />
        </li>
      ))}
    </ul>
  );
}
