/** The contents of a category (its subcategories included), on /allcontent. */
export function categoryContentsPath(categoryId: number): string {
  return `/allcontent?category_id=${categoryId}`;
}

/** Finds a category anywhere in the tree, for showing the name of a category filter. */
export function findCategory<T extends { id: number; children: T[] }>(
  tree: readonly T[],
  id: number,
): T | undefined {
  for (const category of tree) {
    if (category.id === id) return category;
    const found = findCategory(category.children, id);
    if (found) return found;
  }
  return undefined;
}
