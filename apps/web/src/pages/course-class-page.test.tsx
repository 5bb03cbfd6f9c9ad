import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { category } from '../features/content/testing/content-fixtures';
import { fail, stubApi } from '../lib/testing/api-stub';
import { currentPath, renderApp, setupAppTest } from '../test/render-app';

const tree = [
  category(2, 'MR', 2, [category(21, '神经MR', 1)]),
  category(1, 'CT', 1, [category(12, '腹部CT', 2), category(11, '胸部CT', 1)]),
];

describe('/course/class', () => {
  setupAppTest();
  beforeAll(() => import('./course-class-page'));

  it('shows the top categories down the side and the first one’s subcategories', async () => {
    stubApi({ '/category/tree/0': tree });
    const { router } = renderApp('/course/class');
    const panel = await screen.findByRole('region', { name: 'CT' });
    const children = within(panel).getByRole('list', { name: 'CT的子分类' });
    expect(
      within(children)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['胸胸部CT', '腹腹部CT']);
    expect(
      within(panel)
        .getByRole('link', { name: /全部CT内容/ })
        .getAttribute('href'),
    ).toBe('/allcontent?category_id=1');
    fireEvent.click(within(children).getByRole('link', { name: /胸部CT/ }));
    await waitFor(() => expect(currentPath(router)).toBe('/allcontent?category_id=11'));
  });

  it('opens the category of the address, and switches on the side rail', async () => {
    stubApi({ '/category/tree/0': tree });
    const { router } = renderApp('/course/class?categoryId=2');
    expect(await screen.findByRole('region', { name: 'MR' })).toBeTruthy();
    fireEvent.click(screen.getByText('CT'));
    await waitFor(() => expect(currentPath(router)).toBe('/course/class?categoryId=1'));
    expect(await screen.findByRole('region', { name: 'CT' })).toBeTruthy();
  });

  it('shows a skeleton, an error with a retry, and an empty state', async () => {
    // The test answers the request waiting, or, on a slow run, the next one to come.
    const waiting: ((value: unknown) => void)[] = [];
    const queued: unknown[] = [];
    const answer = (value: unknown) => {
      const resolve = waiting.shift();
      if (resolve) resolve(value);
      else queued.push(value);
    };
    stubApi({
      '/category/tree/0': () =>
        queued.length > 0 ? queued.shift() : new Promise((resolve) => waiting.push(resolve)),
    });
    renderApp('/course/class');
    await waitFor(() =>
      expect(
        document.querySelector('[role="status"][aria-busy="true"][aria-label="加载中…"]'),
      ).not.toBeNull(),
    );
    act(() => answer(fail(50000, '服务器开小差了', null, 500)));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('分类加载失败，请检查网络后重试')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    act(() => answer([]));
    expect(await screen.findByText('暂无课程分类')).toBeTruthy();
  });
});
