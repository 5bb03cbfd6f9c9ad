/** Query flag of pages opened from a share card (spec §2). */
const SHARED_PAGE_PARAM = 'sharedata';

export function isSharedPage(search: string): boolean {
  return new URLSearchParams(search).get(SHARED_PAGE_PARAM) === 'true';
}
