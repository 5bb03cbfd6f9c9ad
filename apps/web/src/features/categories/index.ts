// The public API of features/categories: code outside this folder imports only from here.
export { useCategoryTree } from './api/get-category-tree';
export { CategoryGrid } from './components/category-grid';
export { CategoryTreeView } from './components/category-tree-view';
export { findCategory } from './lib/category-links';
