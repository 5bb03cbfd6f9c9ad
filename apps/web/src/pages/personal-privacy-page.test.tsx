import type { PersonalDataExport } from '@ia/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getToken, saveIdentity } from '../lib/identity';
import { stubApi, userInfo } from '../lib/testing/api-stub';
import { preloadAccessModules } from '../lib/testing/preload-access-modules';
import { renderApp, setupAppTest } from '../test/render-app';

const copy: PersonalDataExport = {
  generated_at: '2026-06-01T02:00:00.000Z',
  profile: {
    id: 7,
    kind: 'member',
    nickname: '小王',
    name: '王晓明',
    mobile: '13812345678',
    email: null,
    province_code: '11',
    city_code: '1101',
    hospital: '北京协和医院',
    department: 'radiology',
    title: 'attending',
    position: null,
    skill_areas: [],
    interesting_topics: [],
    interesting_systems: [],
    work_upgrades: [],
    registered_at: '2026-01-02T02:00:00.000Z',
    certified_at: null,
    created_at: '2026-01-01T02:00:00.000Z',
  },
  wechat: [{ app_id: 'wx_app', openid: 'openid-7', unionid: null }],
  consents: [
    { document_code: 'privacy', document_version: 1, action: 'grant', at: '2026-01-02T02:00:00.000Z' },
    { document_code: 'terms', document_version: 1, action: 'grant', at: '2026-01-02T02:00:00.000Z' },
  ],
  certification: [],
  learning: [
    {
      content_id: 3,
      title: '胸部 CT 入门',
      seconds: 60,
      finished_at: null,
      updated_at: '2026-05-01T02:00:00.000Z',
    },
  ],
  meetings: [
    { meeting_id: 4, title: '胸部影像新进展', subscribed_at: null, live_seconds: 120, playback_seconds: 0 },
  ],
  points: { total: 15, entries: [{ points: 15, reason: '学习课程', at: '2026-05-01T02:00:00.000Z' }] },
  certificates: [
    { number: 'C1', program_name: '影像基础', holder_name: '王晓明', issued_at: '2026-05-01T02:00:00.000Z' },
  ],
  comments: [],
  form_answers: [],
  questions: [],
  drug_safety_reports: [],
};

describe('/personal/privacy', () => {
  setupAppTest();

  beforeAll(preloadAccessModules, 30_000);

  beforeEach(() => {
    saveIdentity({ token: 'token-7', openid: 'openid-7' });
  });

  function stubPrivacy() {
    return stubApi({
      '/api/platform/member/me': userInfo(),
      '/api/platform/privacy/export': copy,
      'POST /api/platform/privacy/cancel': { request_id: 9, cancelled_at: '2026-06-01T02:00:00.000Z' },
    });
  }

  it('shows the copy of my personal information on request, readably, with a download', async () => {
    const api = stubPrivacy();
    renderApp('/personal/privacy');
    expect(await screen.findByRole('heading', { name: '个人信息与隐私', level: 1 })).toBeTruthy();
    expect(api.callsTo('/api/platform/privacy/export')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '获取我的个人信息副本' }));
    expect(await screen.findByText('王晓明')).toBeTruthy();
    expect(screen.getByText('13812345678')).toBeTruthy();
    expect(screen.getByText('胸部 CT 入门')).toBeTruthy();
    expect(screen.getByText('胸部影像新进展')).toBeTruthy();
    expect(screen.getByText('共 15 分')).toBeTruthy();
    expect(screen.getByText('影像基础')).toBeTruthy();
    expect(screen.getByText('同意记录')).toBeTruthy();
    expect(screen.getByRole('button', { name: '下载副本（JSON 文件）' })).toBeTruthy();
    expect(api.callsTo('/api/platform/privacy/export')).toHaveLength(1);
  });

  it('cancels only after the typed confirmation, then signs the member out and shows nothing of the account', async () => {
    const api = stubPrivacy();
    renderApp('/personal/privacy');
    fireEvent.click(await screen.findByRole('button', { name: '获取我的个人信息副本' }));
    expect(await screen.findByText('王晓明')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '注销账号' }));
    expect(screen.getByText(/注销后不可恢复/)).toBeTruthy();
    expect(screen.getByText(/药品不良反应报告）将去除您的身份信息后保留/)).toBeTruthy();
    const confirm = screen.getByRole('button', { name: '确认注销' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);

    const input = screen.getByLabelText('请输入“注销”以确认注销');
    fireEvent.change(input, { target: { value: '好的' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '注销' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);

    expect(await screen.findByText('账号已注销')).toBeTruthy();
    expect(api.callsTo('POST /api/platform/privacy/cancel')[0]?.body).toEqual({ confirm: '注销' });
    await waitFor(() => expect(getToken()).toBeUndefined());
    // The copy taken before the cancellation is no longer on the screen, nor offered for download.
    expect(screen.queryByText('王晓明')).toBeNull();
    expect(screen.queryByText('13812345678')).toBeNull();
    expect(screen.queryByRole('button', { name: '下载副本（JSON 文件）' })).toBeNull();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
  });

  it('says it all in English', async () => {
    const api = stubPrivacy();
    renderApp('/personal/privacy', { language: 'en-US' });
    expect(await screen.findByRole('heading', { name: 'My data & privacy', level: 1 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Get a copy of my personal information' }));
    expect(await screen.findByText('15 points')).toBeTruthy();
    expect(screen.getByText('Adverse-reaction reports')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel my account' }));
    expect(screen.getByText(/A cancellation cannot be undone/)).toBeTruthy();
    fireEvent.change(
      screen.getByLabelText('Type “注销” (Chinese for “cancel”) to confirm the cancellation'),
      {
        target: { value: '注销' },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect(await screen.findByText('Account cancelled')).toBeTruthy();
    await act(async () => {});
    expect(api.callsTo('POST /api/platform/privacy/cancel')).toHaveLength(1);
  });
});
