import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  banner,
  category,
  contentSummary,
  lessonSummary,
  pageOf,
} from '../features/content/testing/content-fixtures';
import { fail, type StubRequest, stubApi } from '../lib/testing/api-stub';
import { currentPath, renderApp, setupAppTest } from '../test/render-app';

function courseApi(overrides: Record<string, unknown> = {}) {
  return stubApi({
    '/lesson/banner': [banner(1, { title: '年度好课', link: '/course/detail?lessonId=3' })],
    '/lesson/campain-list': { total: 1, data: [lessonSummary(3, { title: '肺癌筛查专题', is_topic: true })] },
    '/lesson/lesson': (request: StubRequest) =>
      request.url.searchParams.get('category_id') === '2'
        ? { total: 0, data: [] }
        : { total: 1, data: [lessonSummary(4, { title: '腹部CT系列', finished_count: 2 })] },
    '/category/tree/0': [category(1, 'CT', 1), category(2, 'MR', 2)],
    '/content': (request: StubRequest) =>
      pageOf(
        request.url.searchParams.get('category_id') === '2'
          ? [contentSummary(8, { title: '膝关节MR' })]
          : [contentSummary(7, { title: '胸部CT读片' })],
        request,
      ),
    ...overrides,
  });
}

describe('/course', () => {
  setupAppTest();
  beforeAll(() => import('./course-page'));

  it('shows the lesson banners, the topics, the series and the courses', async () => {
    const api = courseApi();
    renderApp('/course');
    expect(await screen.findByRole('heading', { name: '学习', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: '年度好课' })).toBeTruthy();
    const topics = await screen.findByRole('list', { name: '专题' });
    expect(within(topics).getByRole('link').getAttribute('href')).toBe('/course/detail?lessonId=3');
    const series = await screen.findByRole('list', { name: '系列课程' });
    expect(within(series).getByText('已学 2/6')).toBeTruthy();
    const courses = await screen.findByRole('list', { name: '全部课程' });
    expect(within(courses).getByRole('link').getAttribute('href')).toBe('/course/detail?id=7&typeMap=1');
    expect(api.callsTo('/content')[0]?.url.searchParams.get('typeMap')).toBe('1');
    expect(screen.getByRole('link', { name: '搜索课程' }).getAttribute('href')).toBe('/course/search');
  });

  it('narrows series and courses by category tab, leaving out an empty series strip', async () => {
    const api = courseApi();
    const { router } = renderApp('/course');
    await screen.findByText('胸部CT读片');
    fireEvent.click(await screen.findByRole('tab', { name: 'MR' }));
    await waitFor(() => expect(currentPath(router)).toBe('/course?category_id=2'));
    expect(await screen.findByText('膝关节MR')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('list', { name: '系列课程' })).toBeNull());
    expect(api.callsTo('/lesson/lesson').at(-1)?.url.searchParams.get('category_id')).toBe('2');
  });

  it('keeps the page when the topics fail, with a retry', async () => {
    let calls = 0;
    courseApi({
      '/lesson/campain-list': () => {
        calls += 1;
        return calls === 1
          ? fail(50000, '服务器开小差了', null, 500)
          : { total: 1, data: [lessonSummary(3, { title: '肺癌筛查专题' })] };
      },
    });
    renderApp('/course');
    const topics = await screen.findByRole('region', { name: '专题' });
    expect(await screen.findByText('胸部CT读片')).toBeTruthy();
    fireEvent.click(await within(topics).findByRole('button', { name: '重试' }));
    expect(await within(topics).findByText('肺癌筛查专题')).toBeTruthy();
  });

  it('starts with the sections when there are no lesson banners', async () => {
    courseApi({ '/lesson/banner': [] });
    renderApp('/course');
    await screen.findByText('胸部CT读片');
    expect(screen.queryByRole('region', { name: '课程推荐' })).toBeNull();
  });
});
