import type { CourseCategory } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import SideBar from 'antd-mobile/es/components/side-bar';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentImage } from '../../../components/content-image';
import { EmptyState } from '../../../components/empty-state';
import { OperatorText, useOperatorName } from '../../../components/operator-text';
import { designImageSizes } from '../../../lib/image-variants';
import { useCategoryTree } from '../api/get-category-tree';
import { categoryContentsPath } from '../lib/category-links';
import styles from './category-tree-view.module.css';

export interface CategoryTreeViewProps {
  /** The top category to open with (from the address); the first one otherwise. */
  activeId: number | undefined;
  onActiveChange: (id: number) => void;
}

/**
 * The category tree in two levels: the top categories down the left, the chosen one's
 * subcategories as a grid on the right. Every tile opens the contents of its category
 * (subcategories included).
 */
export function CategoryTreeView({ activeId, onActiveChange }: CategoryTreeViewProps) {
  const { t } = useTranslation();
  const operatorName = useOperatorName();
  const tree = useCategoryTree();

  if (tree.isPending) return <CategoryTreeSkeleton />;
  if (tree.isError) {
    return (
      <div role="alert">
        <EmptyState
          title={t('home.categoriesError')}
          action={
            <Button
              size="small"
              shape="rounded"
              color="primary"
              fill="outline"
              loading={tree.isFetching}
              onClick={() => void tree.refetch()}
            >
              {t('app.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  if (tree.data.length === 0) {
    return <EmptyState title={t('home.categoriesEmpty')} description={t('discovery.categories.emptyHint')} />;
  }
  const active = tree.data.find((category) => category.id === activeId) ?? tree.data[0];
  if (!active) return null;
  const children = [...active.children].sort((a, b) => a.sort - b.sort || a.id - b.id);

  return (
    <div className={styles.layout}>
      <SideBar
        className={styles.rail}
        activeKey={String(active.id)}
        onChange={(key) => onActiveChange(Number(key))}
      >
        {tree.data.map((category) => (
          <SideBar.Item
            key={String(category.id)}
            title={<OperatorText zh={category.name} en={category.name_en} />}
          />
        ))}
      </SideBar>
      <section className={styles.panel} aria-label={operatorName(active.name, active.name_en)}>
        <Link className={styles.allLink} to={categoryContentsPath(active.id)}>
          {t('discovery.categories.all', { name: active.name })}
          <RightOutline aria-hidden="true" />
        </Link>
        {children.length > 0 ? (
          <ul className={styles.grid} aria-label={t('discovery.categories.children', { name: active.name })}>
            {children.map((child) => (
              <li key={child.id}>
                <CategoryTile category={child} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.noChildren}>{t('discovery.categories.noChildren')}</p>
        )}
      </section>
    </div>
  );
}

function CategoryTile({ category }: { category: CourseCategory }) {
  const operatorName = useOperatorName();
  return (
    <Link className={styles.tile} to={categoryContentsPath(category.id)}>
      <span className={styles.tileCover} aria-hidden="true">
        {category.cover ? (
          <ContentImage src={category.cover} alt="" sizes={designImageSizes(96)} />
        ) : (
          Array.from(operatorName(category.name, category.name_en))[0]
        )}
      </span>
      <span className={styles.tileName}>
        <OperatorText zh={category.name} en={category.name_en} />
      </span>
    </Link>
  );
}

function CategoryTreeSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.layout} role="status" aria-busy="true" aria-label={t('app.loading')}>
      <div className={styles.rail}>
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <span key={index} className={`${styles.skeletonRail} skeleton`} />
        ))}
      </div>
      <div className={styles.panel}>
        <div className={styles.grid}>
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <span key={index} className={`${styles.skeletonTile} skeleton`} />
          ))}
        </div>
      </div>
    </div>
  );
}
