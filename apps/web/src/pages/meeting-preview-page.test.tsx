import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { meetingPreview } from '../features/meetings/testing/meeting-fixtures';
import { stubApi } from '../lib/testing/api-stub';
import { renderApp, setupAppTest } from '../test/render-app';

describe('/previewmeetingdetail', () => {
  setupAppTest();
  beforeAll(() => import('./meeting-preview-page'));

  it('shows the meeting without login and without a stream, counting down from starts_in', async () => {
    const api = stubApi({ 'GET /demo/meeting/8': meetingPreview({ starts_in: 2 * 3600 + 5 * 60 }) });
    renderApp('/previewmeetingdetail?id=8');
    expect(await screen.findByRole('heading', { name: '胸部影像学术年会', level: 2 })).toBeTruthy();
    expect(screen.getByText('预览模式 · 登录后可观看直播与回放')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^02:0(5:00|4:5\d)$/);
    expect(document.querySelector('video')).toBeNull();
    // No login: no identity, no user info, no comments.
    expect(api.calls.every((call) => !call.headers.has('authorization'))).toBe(true);
    expect(api.callsTo('/member/me')).toHaveLength(0);
    expect(api.callsTo('/comments')).toHaveLength(0);
  });

  it('leads to the detail page (which signs in first) to subscribe', async () => {
    stubApi({ 'GET /demo/meeting/8': meetingPreview() });
    const { router } = renderApp('/previewmeetingdetail?id=8');
    fireEvent.click(await screen.findByRole('button', { name: '登录后预约' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meetingdetail'));
  });

  it('says when the meeting is gone', async () => {
    stubApi({}, { strict: true });
    renderApp('/previewmeetingdetail?id=8');
    expect(await screen.findByText('会议不存在或已下架')).toBeTruthy();
  });
});
