/** Where a content or a course series opens (the detail page, /course/detail, reads both forms). */
export function contentPath(content: { id: number; type: number }): string {
  return `/course/detail?id=${content.id}&typeMap=${content.type}`;
}

export function lessonPath(lessonId: number): string {
  return `/course/detail?lessonId=${lessonId}`;
}
