import type {
  Comment,
  CommentReply,
  ContentDetail,
  ContentPreview,
  LearnSession,
  LessonDetail,
} from '@ia/shared';

/**
 * Answers of the content-detail calls as the server gives them, for the page tests (with
 * lib/testing/api-stub.ts). Imported by tests only.
 */

export function contentDetail(overrides: Partial<ContentDetail> = {}): ContentDetail {
  return {
    id: 11,
    type: 1,
    content_type: 1,
    title: '胸部 CT 读片入门',
    summary: '从肺窗到纵隔窗，一次讲清',
    cover: '/uploads/cover-11.jpg',
    category_id: 3,
    tags: [{ id: 1, name: '胸部' }],
    diseases: [{ id: 2, name: '肺结节', sort: 1 }],
    speaker: { name: '李主任', title: '主任医师', hospital: '北京协和医院', avatar: null },
    duration: 600,
    hcp_only: false,
    view_count: 12_345,
    zan_count: 8,
    comment_count: 2,
    published_at: '2026-03-01T02:00:00.000Z',
    body: '<p>课程讲义</p>',
    video_url: '/media/demo.mp4',
    no_skip: false,
    approval_code: 'PP-CN-2026-0001',
    expires_at: '2027-03-01T00:00:00.000Z',
    faver_count: 3,
    zanned: false,
    favered: false,
    has_form: false,
    comments_enabled: true,
    progress: null,
    lesson_id: null,
    ...overrides,
  };
}

export function contentPreview(overrides: Partial<ContentPreview> = {}): ContentPreview {
  const { id, type, content_type, title, summary, cover, category_id, tags, diseases, speaker } =
    contentDetail();
  return {
    id,
    type,
    content_type,
    title,
    summary,
    cover,
    category_id,
    tags,
    diseases,
    speaker,
    duration: 600,
    hcp_only: false,
    view_count: 10,
    zan_count: 0,
    comment_count: 0,
    published_at: null,
    body: '<p>课程讲义</p>',
    video_url: '/media/demo.mp4',
    approval_code: 'PP-CN-2026-0001',
    restricted: false,
    ...overrides,
  };
}

export function learnSession(overrides: Partial<LearnSession> = {}): LearnSession {
  return {
    session_num: 'signed-session-1',
    position: 0,
    total_tims: 0,
    finish: 0,
    duration: 600,
    heartbeat_interval: 15,
    ...overrides,
  };
}

export function reply(id: number, overrides: Partial<CommentReply> = {}): CommentReply {
  return {
    id,
    content_id: 11,
    type: 1,
    parent_id: 100,
    reply_to_name: null,
    content: `回复 ${id}`,
    author: { name: `医生${id}`, avatar: null, title: null, title_en: null },
    mine: false,
    status: 'published',
    zan_count: 0,
    zanned: false,
    created_at: '2026-03-02T02:00:00.000Z',
    ...overrides,
  };
}

export function comment(id: number, overrides: Partial<Comment> = {}): Comment {
  return {
    ...reply(id, {
      parent_id: null,
      content: `评论 ${id}`,
      author: { name: '张医生', avatar: null, title: '主治医师', title_en: 'Attending physician' },
    }),
    reply_count: 0,
    replies: [],
    ...overrides,
  };
}

type LessonItem = LessonDetail['items'][number];

export function lessonItem(id: number, overrides: Partial<LessonItem> = {}): LessonItem {
  const {
    body: _body,
    video_url: _video,
    no_skip: _noSkip,
    approval_code: _code,
    expires_at: _expires,
    faver_count: _faver,
    zanned: _zanned,
    favered: _favered,
    has_form: _form,
    comments_enabled: _comments,
    lesson_id: _lesson,
    ...summary
  } = contentDetail({ id, title: `第 ${id} 讲` });
  return { ...summary, progress: null, ...overrides };
}

export function lesson(items: LessonItem[], overrides: Partial<LessonDetail> = {}): LessonDetail {
  return {
    id: 9,
    title: '胸部影像系列',
    summary: null,
    cover: null,
    category_id: 3,
    tags: [],
    speaker: null,
    content_count: items.length,
    duration: 1800,
    is_topic: false,
    finished_count: items.filter((item) => item.progress?.finish === 1).length,
    published_at: null,
    items,
    ...overrides,
  };
}

export function finishedProgress(): NonNullable<LessonItem['progress']> {
  return { total_tims: 600, position: 600, finish: 1, updated_at: '2026-03-03T00:00:00.000Z' };
}
