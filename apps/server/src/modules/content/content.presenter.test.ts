import { describe, expect, it } from 'vitest';
import {
  type ContentLookups,
  presentContentPreview,
  presentContentSummary,
  presentHomeSection,
  SNIPPET_LENGTH,
  searchSnippet,
} from './content.presenter';
import type { ContentRow, DiseaseRow, HomeSectionRow, TagRow } from './content.table';

const at = new Date('2026-05-01T00:00:00.000Z');
const tag = (id: number, name: string): TagRow => ({ id, name, sort: 0, createdAt: at });
const disease = (id: number, name: string): DiseaseRow => ({ id, name, sort: id, createdAt: at });
const lookups: ContentLookups = {
  tags: new Map([
    [1, tag(1, '肺结节')],
    [2, tag(2, 'CT')],
  ]),
  diseases: new Map([[5, disease(5, '肺癌')]]),
};

const content = (values: Partial<ContentRow> = {}): ContentRow => ({
  id: 9,
  listType: 2,
  contentType: 2,
  title: '肺结节病例',
  summary: '摘要',
  cover: null,
  body: '<p>正文</p>',
  videoUrl: 'https://cdn.example/v.m3u8',
  durationSeconds: 300,
  categoryId: 3,
  tagIds: [2, 99, 1],
  diseaseIds: [5],
  speakerName: null,
  speakerTitle: null,
  speakerHospital: null,
  speakerAvatar: null,
  hcpOnly: false,
  noSkip: false,
  commentsEnabled: true,
  approvalCode: 'PP-CN-1',
  expiresAt: null,
  status: 1,
  publishAt: null,
  unpublishAt: null,
  publishedAt: at,
  sort: 0,
  viewCount: 3,
  zanCount: 2,
  faverCount: 1,
  commentCount: 4,
  searchText: '',
  searchGrams: [],
  createdBy: null,
  createdAt: at,
  updatedAt: at,
  deletedAt: null,
  ...values,
});

describe('presentContentSummary', () => {
  it('maps the columns to the contract, naming tags in the operator order and skipping deleted ones', () => {
    expect(presentContentSummary(content(), lookups)).toEqual({
      id: 9,
      type: 2,
      content_type: 2,
      title: '肺结节病例',
      summary: '摘要',
      cover: null,
      category_id: 3,
      tags: [
        { id: 2, name: 'CT' },
        { id: 1, name: '肺结节' },
      ],
      diseases: [{ id: 5, name: '肺癌', sort: 5 }],
      speaker: null,
      duration: 300,
      hcp_only: false,
      view_count: 3,
      zan_count: 2,
      comment_count: 4,
      published_at: '2026-05-01T00:00:00.000Z',
    });
  });

  it('shows a speaker only when named', () => {
    const summary = presentContentSummary(
      content({ speakerName: '王医生', speakerHospital: '协和医院' }),
      lookups,
    );
    expect(summary.speaker).toEqual({ name: '王医生', title: null, hospital: '协和医院', avatar: null });
  });
});

describe('presentContentPreview', () => {
  it('withholds the body and the video of HCP-only content', () => {
    const preview = presentContentPreview(content({ hcpOnly: true }), lookups);
    expect(preview).toMatchObject({ restricted: true, body: '', video_url: null, summary: '摘要' });
  });

  it('shows everything else', () => {
    const preview = presentContentPreview(content(), lookups);
    expect(preview).toMatchObject({
      restricted: false,
      body: '<p>正文</p>',
      video_url: 'https://cdn.example/v.m3u8',
    });
  });
});

describe('presentHomeSection', () => {
  const section = (values: Partial<HomeSectionRow>): HomeSectionRow => ({
    id: 1,
    title: '病例精选',
    titleEn: '',
    kind: 'contents',
    listType: 2,
    categoryId: null,
    moreLink: '/casearea',
    itemLimit: 6,
    layout: 'cards',
    sort: 0,
    enabled: true,
    createdAt: at,
    updatedAt: at,
    ...values,
  });

  it('maps a known section', () => {
    expect(presentHomeSection(section({ titleEn: 'Case picks' }))).toEqual({
      id: 1,
      title: '病例精选',
      title_en: 'Case picks',
      kind: 'contents',
      more_link: '/casearea',
      limit: 6,
      layout: 'cards',
    });
  });

  it('drops a kind the app cannot fill and reads an unknown layout as a list', () => {
    expect(presentHomeSection(section({ kind: 'quiz' }))).toBeNull();
    expect(presentHomeSection(section({ layout: 'grid' }))?.layout).toBe('list');
  });
});

describe('searchSnippet', () => {
  it('answers null when no term occurs in the body', () => {
    expect(searchSnippet('<p>影像诊断基础</p>', ['肺结节'])).toBeNull();
  });

  it('answers the whole short body, as plain text, when it contains a term', () => {
    expect(searchSnippet('<p>孤立性<strong>肺结节</strong>的随访</p>', ['肺结节'])).toBe(
      '孤立性 肺结节 的随访',
    );
  });

  it('cuts a long body around the earliest match of any term, marking the cuts', () => {
    const body = `${'前'.repeat(100)}磨玻璃结节${'后'.repeat(100)}随访`;
    const snippet = searchSnippet(body, ['随访', '磨玻璃']);
    expect(snippet).not.toBeNull();
    expect(snippet?.startsWith('…')).toBe(true);
    expect(snippet?.endsWith('…')).toBe(true);
    expect(snippet).toContain('磨玻璃结节');
    expect(Array.from(snippet ?? '').length).toBe(SNIPPET_LENGTH + 2);
  });

  it('matches Latin terms case-insensitively and keeps the original case', () => {
    expect(searchSnippet('<p>Low-dose CT screening</p>', ['ct'])).toBe('Low-dose CT screening');
  });

  it('keeps the last characters of the body when the match is near its end', () => {
    const body = `${'字'.repeat(200)}结尾匹配`;
    const snippet = searchSnippet(body, ['匹配']);
    expect(snippet?.endsWith('结尾匹配')).toBe(true);
    expect(snippet?.startsWith('…')).toBe(true);
  });
});
