import type {
  Banner,
  ContentSummary,
  CourseCategory,
  HomeSection,
  LessonSummary,
  SearchHit,
} from '@ia/shared';
import type { StubRequest } from '../../../lib/testing/api-stub';

/** Test data shaped like the content API answers (packages/shared/src/contracts/content.ts). */

export function contentSummary(id: number, overrides: Partial<ContentSummary> = {}): ContentSummary {
  return {
    id,
    type: 1,
    content_type: 1,
    title: `课程 ${id}`,
    summary: null,
    cover: `/uploads/covers/${id}.jpg`,
    category_id: null,
    tags: [],
    diseases: [],
    speaker: { name: '李主任', title: '主任医师', hospital: '北京协和医院', avatar: null },
    duration: 754,
    hcp_only: false,
    view_count: 12,
    zan_count: 0,
    comment_count: 0,
    published_at: '2026-05-01T02:00:00.000Z',
    ...overrides,
  };
}

export function searchHit(id: number, overrides: Partial<SearchHit> = {}): SearchHit {
  return { ...contentSummary(id), snippet: null, ...overrides };
}

export function lessonSummary(id: number, overrides: Partial<LessonSummary> = {}): LessonSummary {
  return {
    id,
    title: `系列 ${id}`,
    summary: null,
    cover: null,
    category_id: null,
    tags: [],
    speaker: null,
    content_count: 6,
    duration: 3600,
    is_topic: false,
    finished_count: 0,
    published_at: '2026-05-01T02:00:00.000Z',
    ...overrides,
  };
}

export function banner(id: number, overrides: Partial<Banner> = {}): Banner {
  return { id, title: `横幅 ${id}`, image: `/uploads/banners/${id}.jpg`, link: null, sort: id, ...overrides };
}

export function homeSection(id: number, overrides: Partial<HomeSection> = {}): HomeSection {
  return {
    id,
    title: `栏目 ${id}`,
    title_en: `Section ${id}`,
    kind: 'contents',
    more_link: null,
    limit: 4,
    layout: 'cards',
    ...overrides,
  };
}

export function category(
  id: number,
  name: string,
  sort: number,
  children: CourseCategory[] = [],
  cover: string | null = null,
  nameEn = '',
): CourseCategory {
  return {
    id,
    name,
    name_en: nameEn,
    cover,
    sort,
    parent_id: 0,
    member_group_flag: 0,
    member_group_ids: [],
    level: 1,
    created_at: '2024-01-01 00:00:00',
    updated_at: '2024-01-01 00:00:00',
    deleted_at: null,
    children,
  };
}

/** A paged answer as the API pages a fixed list: `current` and `pageSize` from the query. */
export function pageOf<T>(rows: readonly T[], request: StubRequest, extra: Record<string, unknown> = {}) {
  const current = Number(request.url.searchParams.get('current') ?? 1);
  const pageSize = Number(request.url.searchParams.get('pageSize') ?? 10);
  return { total: rows.length, data: rows.slice((current - 1) * pageSize, current * pageSize), ...extra };
}

/** Makes jsdom report a laid-out page, so InfiniteScroll sees its footer at the bottom and loads more. */
export function layOutPage(): () => void {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get() {
      return document.body;
    },
  });
  return () => {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, 'offsetParent', descriptor);
  };
}
