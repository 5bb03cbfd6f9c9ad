import type { CertificateProgramItem, CertificateVerification, Medal, MedalWall } from '@ia/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveIdentity } from '../lib/identity';
import { fail, type StubRequest, stubApi, userInfo } from '../lib/testing/api-stub';
import { renderApp, setupAppTest } from '../test/render-app';

function medal(id: number, overrides: Partial<Medal> = {}): Medal {
  return {
    id,
    name: `勋章 ${id}`,
    description: '',
    name_en: `Medal ${id}`,
    description_en: '',
    artwork_url: `/media/demo/medals/m${id}.svg`,
    criterion: 'learning_minutes',
    threshold: 600,
    campaign_id: null,
    campaign_title: null,
    state: 'locked',
    earned_at: null,
    claimed_at: null,
    progress: { value: 30, threshold: 600, percent: 5 },
    ...overrides,
  };
}

function medalWall(): { wall: MedalWall; claims: number[] } {
  const claims: number[] = [];
  const wall: MedalWall = {
    total: 3,
    earned: 2,
    claimable: 1,
    data: [
      medal(1, {
        name: '病例新秀',
        criterion: 'cases_read',
        threshold: 1,
        state: 'claimable',
        earned_at: '2026-06-01T02:00:00.000Z',
        progress: { value: 1, threshold: 1, percent: 100 },
      }),
      medal(2, { name: '学习达人' }),
      medal(3, {
        name: '参会达人',
        state: 'claimed',
        earned_at: '2026-05-01T02:00:00.000Z',
        claimed_at: '2026-05-02T02:00:00.000Z',
        progress: { value: 3, threshold: 3, percent: 100 },
      }),
    ],
  };
  return { wall, claims };
}

describe('medals and certificates pages', () => {
  setupAppTest();
  beforeAll(() =>
    Promise.all([
      import('./personal-badge-page'),
      import('./personal-certificate-page'),
      import('./certificate-verify-page'),
    ]),
  );
  beforeEach(() => {
    saveIdentity({ token: 'token-7', openid: 'openid-7' });
  });

  it('/personal/badge shows earned, claimable and locked medals with progress, and claims one', async () => {
    const { wall, claims } = medalWall();
    const api = stubApi({
      '/api/platform/member/me': userInfo(),
      'GET /api/platform/medal/get': () => wall,
      'PUT /api/platform/medal/draw-medal': (request: StubRequest) => {
        const id = (request.body as { id: number }).id;
        claims.push(id);
        const row = wall.data.find((item) => item.id === id);
        if (row) row.state = 'claimed';
        wall.claimable = 0;
        return row;
      },
    });
    renderApp('/personal/badge');
    expect(await screen.findByRole('heading', { name: '我的勋章', level: 1 })).toBeTruthy();
    expect(await screen.findByText('已获得 2 / 3 枚勋章')).toBeTruthy();
    const list = screen.getByRole('list', { name: '勋章列表' });
    expect(within(list).getByRole('button', { name: '病例新秀 可领取' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: '学习达人 未获得' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: '参会达人 已领取' })).toBeTruthy();
    expect(within(list).getByText('30 / 600')).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: '领取' }));
    await waitFor(() => expect(claims).toEqual([1]));
    const [call] = api.callsTo('PUT /medal/draw-medal');
    expect(call?.headers.get('content-type')).toContain('application/json');
    expect(await within(list).findByRole('button', { name: '病例新秀 已领取' })).toBeTruthy();
  });

  it('/personal/badge tells why a claim was refused', async () => {
    const { wall } = medalWall();
    stubApi({
      '/api/platform/member/me': userInfo(),
      'GET /api/platform/medal/get': wall,
      'PUT /api/platform/medal/draw-medal': fail(40900, '尚未获得「病例新秀」勋章，达成条件后即可领取'),
    });
    renderApp('/personal/badge');
    fireEvent.click(await screen.findByRole('button', { name: '领取' }));
    expect(await screen.findByText('尚未获得「病例新秀」勋章，达成条件后即可领取')).toBeTruthy();
  });

  it('/personal/cer lists certificates held and programmes with their progress', async () => {
    const items: CertificateProgramItem[] = [
      {
        program_id: 1,
        name: '影像学院入门证书',
        description: '学完系列课程',
        name_en: 'Imaging Academy Introduction Certificate',
        description_en: 'Finish the series',
        kind: 'series',
        lesson_id: 9,
        done: 1,
        total: 1,
        certificate: {
          id: 5,
          number: 'IA-2026-7K3F-9QXM-2HTB-W4NP',
          program_id: 1,
          program_name: '影像学院入门证书',
          program_name_en: 'Imaging Academy Introduction Certificate',
          holder_name: '张伟明',
          issuer: '影像学院',
          issued_at: '2026-06-01T02:00:00.000Z',
          claimed_at: null,
          state: 'issued',
          revoked_at: null,
          revoke_reason: null,
        },
      },
      {
        program_id: 2,
        name: '学术会议参会证书',
        description: '观看全部指定会议',
        name_en: '',
        description_en: '',
        kind: 'meetings',
        lesson_id: null,
        done: 1,
        total: 2,
        certificate: null,
      },
    ];
    stubApi({
      '/api/platform/member/me': userInfo(),
      'GET /api/platform/certificate/get': { total: 2, data: items },
    });
    renderApp('/personal/cer');
    const list = await screen.findByRole('region', { name: '证书列表' });
    expect(within(list).getByText('影像学院入门证书')).toBeTruthy();
    expect(within(list).getByText('颁发日期：2026-06-01')).toBeTruthy();
    expect(within(list).getByRole('button', { name: '领取' })).toBeTruthy();
    expect(within(list).getByText('进度 1 / 2')).toBeTruthy();
    expect(within(list).getByRole('button', { name: '去看会议' })).toBeTruthy();
  });

  it('/verify/:number says whether a certificate is genuine, without signing in', async () => {
    localStorage.clear();
    sessionStorage.clear();
    const verdict: CertificateVerification = {
      verdict: 'genuine',
      number: 'IA-2026-7K3F-9QXM-2HTB-W4NP',
      holder_name: '张*明',
      program_name: '影像学院入门证书',
      issuer: '影像学院',
      issued_at: '2026-06-01T02:00:00.000Z',
      revoked_at: null,
    };
    const api = stubApi({ 'GET /api/platform/certificate/verify/IA-2026-7K3F-9QXM-2HTB-W4NP': verdict });
    renderApp('/verify/IA-2026-7K3F-9QXM-2HTB-W4NP');
    expect(await screen.findByText('证书真实有效')).toBeTruthy();
    expect(screen.getByText('张*明')).toBeTruthy();
    expect(screen.getByText('影像学院入门证书')).toBeTruthy();
    expect(api.callsTo('GET /member/me')).toHaveLength(0);
  });
});
