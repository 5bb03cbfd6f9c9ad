import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  banner,
  category,
  contentSummary,
  homeSection,
  lessonSummary,
} from '../features/content/testing/content-fixtures';
import { assignLocation } from '../lib/page';
import { fail, stubApi } from '../lib/testing/api-stub';
import { currentPath, renderApp, setupAppTest } from '../test/render-app';

vi.mock('../lib/page', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/page')>()),
  assignLocation: vi.fn(),
}));

/** A home as operators might arrange it; every call answered. */
function homeApi(overrides: Record<string, unknown> = {}) {
  return stubApi({
    '/home/banner': [],
    '/category/tree/0': [category(1, 'CT', 1)],
    '/home/setting': {
      sections: [
        homeSection(11, {
          title: '精选课程',
          title_en: 'Featured courses',
          kind: 'contents',
          more_link: '/course',
          layout: 'cards',
        }),
        homeSection(12, { title: '最新会议', kind: 'meetings', more_link: '/meeting' }),
        homeSection(13, { title: '为你推荐', kind: 'recommend', layout: 'list', limit: 2 }),
        homeSection(14, { title: '系列课程', kind: 'lessons', layout: 'cards', limit: 3 }),
      ],
    },
    '/content/home/11': [
      contentSummary(1, { title: '胸部CT入门' }),
      contentSummary(2, { title: '肺结节随访' }),
    ],
    '/home/recommend': [
      contentSummary(3, { title: '急性胰腺炎病例', type: 2, content_type: 2, hcp_only: true }),
      contentSummary(4, { title: '脑卒中影像', view_count: 15_500 }),
      contentSummary(5, { title: '超出数量的推荐' }),
    ],
    '/lesson/lesson': { total: 1, data: [lessonSummary(21, { title: '心脏MR十讲', content_count: 10 })] },
    ...overrides,
  });
}

function sectionHeadings(): string[] {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
}

describe('home page', () => {
  setupAppTest();

  beforeEach(() => {
    vi.mocked(assignLocation).mockClear();
  });

  it('shows the brand, the search entry, and the sections in the order of home/setting', async () => {
    const api = homeApi();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: '影像学院', level: 1 })).toBeTruthy();
    expect(screen.getByText('搜索课程、会议、病例')).toBeTruthy();
    await screen.findByText('胸部CT入门');
    await screen.findByText('急性胰腺炎病例');
    await screen.findByText('心脏MR十讲');
    // No live or upcoming meeting (home/home-meeting answers none): the meetings block is left out.
    expect(sectionHeadings()).toEqual([
      '医学影像 · 终身学习',
      '课程分类',
      '精选课程',
      '为你推荐',
      '系列课程',
    ]);
    expect(api.callsTo('/home/home-meeting')).toHaveLength(1);
    // The lessons section asks for its first `limit` series.
    expect(api.callsTo('/lesson/lesson')[0]?.url.search).toBe('?current=1&pageSize=3');
  });

  it('shows each section as its layout says, at most `limit` items, with the content marks', async () => {
    homeApi();
    renderApp('/');
    const recommend = await screen.findByRole('list', { name: '为你推荐' });
    const links = within(recommend).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]?.getAttribute('href')).toBe('/course/detail?id=3&typeMap=2');
    expect(within(links[0] as HTMLElement).getByText('认证可见')).toBeTruthy();
    expect(within(links[0] as HTMLElement).getByText('图文')).toBeTruthy();
    expect(within(links[1] as HTMLElement).getByText('1.5w')).toBeTruthy();
    expect(within(links[1] as HTMLElement).getByText('12:34')).toBeTruthy();
    const series = screen.getByRole('list', { name: '系列课程' });
    expect(within(series).getByRole('link').getAttribute('href')).toBe('/course/detail?lessonId=21');
    expect(within(series).getByText('共 10 节')).toBeTruthy();
  });

  it('follows 更多 of a section', async () => {
    const { router } = renderApp('/');
    homeApi();
    fireEvent.click(await screen.findByRole('button', { name: '精选课程 更多' }));
    await waitFor(() => expect(currentPath(router)).toBe('/course'));
  });

  it('keeps the page when a section fails, and retries that section alone', async () => {
    let recommendCalls = 0;
    homeApi({
      '/home/recommend': () => {
        recommendCalls += 1;
        return recommendCalls === 1 ? fail(50000, '服务器开小差了', null, 500) : [contentSummary(3)];
      },
    });
    renderApp('/');
    expect(await screen.findByText('胸部CT入门')).toBeTruthy();
    const recommend = screen.getByRole('region', { name: '为你推荐' });
    expect(await within(recommend).findByText('加载失败')).toBeTruthy();
    fireEvent.click(within(recommend).getByRole('button', { name: '重试' }));
    expect(await within(recommend).findByText('课程 3')).toBeTruthy();
  });

  it('shows skeletons while the sections load', async () => {
    let release: (value: unknown) => void = () => {};
    homeApi({ '/content/home/11': () => new Promise((resolve) => (release = resolve)) });
    renderApp('/');
    const section = await screen.findByRole('region', { name: '精选课程' });
    expect(within(section).getByRole('status', { name: '加载中…' }).getAttribute('aria-busy')).toBe('true');
    act(() => release([contentSummary(1, { title: '胸部CT入门' })]));
    expect(await within(section).findByText('胸部CT入门')).toBeTruthy();
  });

  it('shows a retry when the home setting fails, and a calm note when nothing is arranged', async () => {
    homeApi({ '/home/setting': fail(50000, '服务器开小差了', null, 500) });
    renderApp('/');
    expect(await screen.findByText('首页内容加载失败')).toBeTruthy();
    homeApi({ '/home/setting': { sections: [] } });
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('内容即将上线')).toBeTruthy();
  });

  it('leaves out a section with nothing in it', async () => {
    homeApi({ '/content/home/11': [] });
    renderApp('/');
    await screen.findByText('急性胰腺炎病例');
    expect(screen.queryByRole('heading', { name: '精选课程' })).toBeNull();
  });

  describe('banners', () => {
    it('shows the operators banners; a tap follows an in-app link with the router', async () => {
      homeApi({
        '/home/banner': [
          banner(2, { title: '第二张', sort: 2, link: 'https://example.cn/event' }),
          banner(1, { title: '影像大会', sort: 1, link: '/course/detail?id=5&typeMap=1' }),
        ],
      });
      const { router } = renderApp('/');
      const banners = await screen.findByRole('region', { name: '推荐' });
      const images = within(banners).getAllByRole('img');
      expect(images.map((image) => image.getAttribute('alt'))).toEqual(['影像大会', '第二张']);
      // The first is the home's largest picture: loaded at once, first; the next wait for their turn.
      expect(images[0]?.getAttribute('loading')).toBe('eager');
      expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
      expect(images[1]?.getAttribute('loading')).toBe('lazy');
      expect(images[1]?.hasAttribute('fetchpriority')).toBe(false);
      expect(screen.queryByText('医学影像 · 终身学习')).toBeNull();
      fireEvent.click(within(banners).getByRole('button', { name: '影像大会' }));
      await waitFor(() => expect(currentPath(router)).toBe('/course/detail?id=5&typeMap=1'));
    });

    it('opens an https link as a page load', async () => {
      homeApi({ '/home/banner': [banner(1, { title: '外部活动', link: 'https://example.cn/event' })] });
      renderApp('/');
      fireEvent.click(await screen.findByRole('button', { name: '外部活动' }));
      expect(assignLocation).toHaveBeenCalledWith('https://example.cn/event');
    });

    it('falls back to the welcome card when there are none', async () => {
      homeApi({ '/home/banner': [] });
      renderApp('/');
      expect(await screen.findByRole('heading', { name: '医学影像 · 终身学习' })).toBeTruthy();
    });
  });

  describe('category shortcuts', () => {
    it('load from category/tree/0, in sort order', async () => {
      const api = homeApi({
        '/category/tree/0': [
          category(2, 'MR', 2),
          category(1, 'CT', 1, [], '/covers/ct.png'),
          category(3, '超声', 3),
        ],
      });
      renderApp('/');
      const list = await screen.findByRole('list', { name: '课程分类' });
      const names = within(list)
        .getAllByRole('button')
        .map((button) => button.textContent);
      expect(names).toEqual(['CT', 'MMR', '超超声']);
      expect(api.callsTo('/category/tree/0')).toHaveLength(1);
    });

    it('show a skeleton while loading', async () => {
      // Every call waits for the release, however many the page makes and whenever it makes them
      // (a call made after the release is answered at once).
      let release: (value: unknown) => void = () => {};
      const released = new Promise((resolve) => {
        release = resolve;
      });
      homeApi({ '/category/tree/0': () => released });
      renderApp('/');
      const skeleton = await screen.findByRole('list', { name: '加载中…' });
      expect(skeleton.getAttribute('aria-busy')).toBe('true');
      act(() => release([category(1, 'CT', 1)]));
      expect(await screen.findByRole('button', { name: /CT/ })).toBeTruthy();
    });

    it('show an error with a retry that loads again', async () => {
      let calls = 0;
      homeApi({
        '/category/tree/0': () => {
          calls += 1;
          return calls === 1 ? fail(50000, '服务器开小差了', null, 500) : [category(1, 'CT', 1)];
        },
      });
      renderApp('/');
      expect(await screen.findByText('分类加载失败，请检查网络后重试')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: '重试' }));
      expect(await screen.findByRole('button', { name: /CT/ })).toBeTruthy();
    });

    it('open the category page on tap, and search from the search entry', async () => {
      homeApi({ '/category/tree/0': [category(7, 'CT', 1)] });
      const { router } = renderApp('/');
      fireEvent.click(await screen.findByRole('button', { name: /CT/ }));
      await waitFor(() => expect(currentPath(router)).toBe('/course/class?categoryId=7'));
      await router.navigate('/');
      fireEvent.click(await screen.findByText('搜索课程、会议、病例'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/allsearch'));
    });
  });

  it('is translated with the English locale', async () => {
    homeApi();
    renderApp('/', { language: 'en-US' });
    expect(await screen.findByRole('heading', { name: 'Imaging Academy', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Meetings')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Featured courses More' })).toBeTruthy();
  });
});
