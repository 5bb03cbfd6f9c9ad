import { type AdminCertification, ErrorCode } from '@ia/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ApiFailure,
  type ApiHandler,
  buttonIn,
  findOverlay,
  operatorAs,
  renderConsole,
  setupConsoleTest,
  stubApi,
} from '../test/render-console';

function submission(id: number, name: string, patch: Partial<AdminCertification> = {}): AdminCertification {
  return {
    id,
    user_id: 100 + id,
    status: 'pending',
    name,
    hospital_name: '上海市第一人民医院',
    department: 'radiology',
    title: 'attending_physician',
    licence_number: `11031010${id}000`,
    photos: [{ id: 900 + id, url: `/api/admin/uploads/${900 + id}`, mime: 'image/jpeg', size: 12_345 }],
    reject_reason: null,
    reviewed_by: null,
    reviewed_at: null,
    submitted_at: '2024-01-11T01:30:00Z',
    history: [],
    ...patch,
  };
}

const queue = [
  submission(1, '张三', {
    history: [
      { id: 0, status: 'rejected', reject_reason: '照片不清晰', submitted_at: '2024-01-02T01:00:00Z' },
    ],
  }),
  submission(2, '李四'),
];

function reviewerApi(extra: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/me': operatorAs('reviewer'),
    // The list answers without photos and history, as the server does.
    'GET /certifications': () => ({
      total: queue.length,
      data: queue.map(({ photos: _photos, history: _history, ...row }) => row),
    }),
    'GET /certifications/1': () => queue[0],
    ...extra,
  });
}

function textarea(container: HTMLElement): HTMLTextAreaElement {
  const element = container.querySelector('textarea');
  if (!element) throw new Error('no text box');
  return element;
}

async function openFirstSubmission() {
  renderConsole('/certifications');
  const row = (await screen.findByText('张三')).closest('tr');
  if (!row) throw new Error('no row for 张三');
  fireEvent.click(buttonIn(row, '审核'));
  return findOverlay('认证申请 · 张三');
}

describe('认证审核', () => {
  setupConsoleTest([() => import('./certifications-page')]);

  it('lists the pending queue from the API, with labels for the coded fields', async () => {
    const api = reviewerApi();
    renderConsole('/certifications');

    expect(await screen.findByText('张三')).toBeTruthy();
    expect(screen.getByText('李四')).toBeTruthy();
    expect(screen.getAllByText('放射科')).toHaveLength(2);
    expect(screen.getAllByText('主治医师')).toHaveLength(2);
    const [list] = api.callsTo('GET', '/certifications');
    expect(list?.query.get('status')).toBe('pending');
    expect(list?.query.get('current')).toBe('1');
  });

  it('sends the tab and the keyword to the API and keeps them in the URL', async () => {
    const api = reviewerApi();
    const { router } = renderConsole('/certifications');
    await screen.findByText('张三');

    fireEvent.click(screen.getByText('已驳回', { selector: '.ant-tabs-tab-btn' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=rejected'));
    fireEvent.change(screen.getByPlaceholderText('姓名、医院或执业证书编号'), { target: { value: '张三' } });
    fireEvent.click(buttonIn(document.body, '查询'));

    await waitFor(() => {
      const last = api.callsTo('GET', '/certifications').at(-1);
      expect(last?.query.get('status')).toBe('rejected');
      expect(last?.query.get('keyword')).toBe('张三');
    });
  });

  it('shows the submission with its photos and history, and approving calls the approve endpoint', async () => {
    const api = reviewerApi({ 'POST /certifications/1/approve': () => queue[0] });
    const drawer = await openFirstSubmission();

    expect(within(drawer).getByText('110310101000')).toBeTruthy();
    const photo = await within(drawer).findByAltText('执业证书照片 1');
    expect(photo.getAttribute('src')).toBe('/api/admin/uploads/901');
    expect(within(drawer).getByText(/照片不清晰/)).toBeTruthy();

    const listCallsBefore = api.callsTo('GET', '/certifications').length;
    fireEvent.click(buttonIn(drawer, '通过'));
    await screen.findByText('确认通过');
    fireEvent.click(buttonIn(document.body, '确认通过'));

    await waitFor(() => expect(api.callsTo('POST', '/certifications/1/approve')).toHaveLength(1));
    expect(api.callsTo('POST', '/certifications/1/reject')).toHaveLength(0);
    expect(await screen.findByText('已通过该认证申请')).toBeTruthy();
    // The queue is asked again after the decision.
    await waitFor(() =>
      expect(api.callsTo('GET', '/certifications').length).toBeGreaterThan(listCallsBefore),
    );
  });

  it('refuses to reject without a reason and never calls the API, then rejects with one', async () => {
    const api = reviewerApi({ 'POST /certifications/1/reject': () => queue[0] });
    const drawer = await openFirstSubmission();

    fireEvent.click(buttonIn(drawer, '驳回'));
    const dialog = await findOverlay('驳回认证申请');
    fireEvent.click(buttonIn(dialog, '确认驳回'));

    expect(await within(dialog).findByText('请填写驳回原因')).toBeTruthy();
    fireEvent.change(textarea(dialog), { target: { value: '短' } });
    fireEvent.click(buttonIn(dialog, '确认驳回'));
    await waitFor(() => expect(within(dialog).getAllByText('请填写驳回原因')).toHaveLength(1));
    expect(api.callsTo('POST', '/certifications/1/reject')).toHaveLength(0);

    fireEvent.change(textarea(dialog), { target: { value: '  执业证书照片不清晰  ' } });
    fireEvent.click(buttonIn(dialog, '确认驳回'));
    await waitFor(() => expect(api.callsTo('POST', '/certifications/1/reject')).toHaveLength(1));
    expect(api.callsTo('POST', '/certifications/1/reject')[0]?.body).toEqual({
      reason: '执业证书照片不清晰',
    });
    expect(await screen.findByText('已驳回该认证申请')).toBeTruthy();
  });

  it('says so and refreshes when another reviewer decided first (40900)', async () => {
    const api = reviewerApi({
      'POST /certifications/1/approve': () => new ApiFailure(ErrorCode.CONFLICT, '数据已存在或已变更', 409),
    });
    const drawer = await openFirstSubmission();
    const detailCallsBefore = api.callsTo('GET', '/certifications/1').length;

    fireEvent.click(buttonIn(drawer, '通过'));
    await screen.findByText('确认通过');
    fireEvent.click(buttonIn(document.body, '确认通过'));

    expect(await screen.findByText('该申请已被其他审核员处理，列表已刷新')).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo('GET', '/certifications/1').length).toBeGreaterThan(detailCallsBefore),
    );
  });

  it('is not offered to a content editor, even by typing the address', async () => {
    const api = stubApi({ 'GET /auth/me': operatorAs('content_editor') });
    renderConsole('/certifications');

    expect(await screen.findByText('抱歉，您的角色无权访问此页面')).toBeTruthy();
    expect(screen.queryByText('认证审核', { selector: '.ant-menu *' })).toBeNull();
    expect(screen.queryByText('通过')).toBeNull();
    expect(screen.queryByText('驳回')).toBeNull();
    expect(api.callsTo('GET', '/certifications')).toHaveLength(0);
  });

  it('is in the menu of a reviewer', async () => {
    reviewerApi();
    renderConsole('/');
    const entry = await screen.findByText('认证审核', { selector: '.ant-menu a' });
    expect(entry.getAttribute('href')).toBe('/certifications');
  });
});
