import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentSummary, pageOf } from '../features/content/testing/content-fixtures';
import { type StubRequest, stubApi } from '../lib/testing/api-stub';
import { currentPath, renderApp, setupAppTest } from '../test/render-app';

const cases = [
  contentSummary(1, {
    title: '急性胰腺炎一例',
    type: 2,
    content_type: 2,
    hcp_only: true,
    diseases: [{ id: 3, name: '胰腺炎', sort: 1 }],
  }),
  contentSummary(2, { title: '肺栓塞一例', type: 2 }),
];

function casesRoute(request: StubRequest) {
  const diseaseId = request.url.searchParams.get('disease_id');
  const rows = diseaseId
    ? cases.filter((row) => row.diseases.some((disease) => String(disease.id) === diseaseId))
    : cases;
  return pageOf(rows, request);
}

describe('/casearea', () => {
  setupAppTest();
  beforeAll(() => import('./case-area-page'));

  it('lists the cases with their marks, and filters by disease and tag', async () => {
    const api = stubApi({
      '/disease': {
        data: [
          { id: 4, name: '肺栓塞', sort: 2 },
          { id: 3, name: '胰腺炎', sort: 1 },
        ],
        tags: [{ id: 9, name: '急诊' }],
      },
      '/content': casesRoute,
    });
    const { router } = renderApp('/casearea');
    expect(await screen.findByRole('heading', { name: '病例专区', level: 1 })).toBeTruthy();
    const list = await screen.findByRole('list', { name: '病例' });
    const first = within(list).getAllByRole('link')[0] as HTMLElement;
    expect(first.getAttribute('href')).toBe('/course/detail?id=1&typeMap=2');
    expect(within(first).getByText('认证可见')).toBeTruthy();
    expect(api.callsTo('/disease')[0]?.url.searchParams.get('get_tag')).toBe('1');
    expect(api.callsTo('/content')[0]?.url.searchParams.get('typeMap')).toBe('2');

    const diseases = screen.getByRole('group', { name: '疾病' });
    expect(
      within(diseases)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['全部', '胰腺炎', '肺栓塞']);
    fireEvent.click(within(diseases).getByRole('button', { name: '胰腺炎' }));
    await waitFor(() => expect(currentPath(router)).toBe('/casearea?disease_id=3'));
    await waitFor(() => expect(screen.queryByText('肺栓塞一例')).toBeNull());
    fireEvent.click(
      within(screen.getByRole('group', { name: '标签' })).getByRole('button', { name: '急诊' }),
    );
    await waitFor(() => expect(currentPath(router)).toBe('/casearea?disease_id=3&tag_id=9'));
    await waitFor(() => expect(api.callsTo('/content').at(-1)?.url.searchParams.get('tag_id')).toBe('9'));
    // Tapping the picked disease again, or 全部, drops the filter.
    fireEvent.click(within(diseases).getByRole('button', { name: '全部' }));
    await waitFor(() => expect(currentPath(router)).toBe('/casearea?tag_id=9'));
  });

  it('shows the empty state when no case matches', async () => {
    stubApi({ '/disease': { data: [] }, '/content': { total: 0, data: [] } });
    renderApp('/casearea');
    expect(await screen.findByText('暂无病例')).toBeTruthy();
    expect(screen.queryByRole('group', { name: '疾病' })).toBeNull();
  });
});
