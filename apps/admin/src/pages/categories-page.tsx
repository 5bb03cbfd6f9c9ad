import { CategoriesView } from '../features/content';

/** 内容管理 › 分类. */
export function CategoriesPage() {
  return <CategoriesView />;
}
