import { CategoriesView } from '../features/content/components/categories-view';

/** 内容管理 › 分类. */
export function CategoriesPage() {
  return <CategoriesView />;
}
