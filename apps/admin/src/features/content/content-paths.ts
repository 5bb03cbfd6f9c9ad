/** Paths of 内容管理 inside the console (relative to the router basename). */
export const contentPaths = {
  contents: '/content',
  newContent: '/content/new',
  lessons: '/content/lessons',
  categories: '/content/categories',
  memberGroups: '/content/member-groups',
  taxonomy: '/content/taxonomy',
  banners: '/content/banners',
  home: '/content/home',
  searchKeywords: '/content/search-keywords',
} as const;

export function contentEditorPath(id: number): string {
  return `/content/${id}/edit`;
}
