import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveIdentity } from '../lib/identity';
import { type StubRequest, stubApi, userInfo } from '../lib/testing/api-stub';
import { renderApp, setupAppTest } from '../test/render-app';

const question = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  content: `增强 CT 前需要停药吗？（${id}）`,
  images: [],
  status: 'pending',
  answer: null,
  answered_at: null,
  created_at: '2026-06-01T02:00:00.000Z',
  ...overrides,
});

describe('personal centre pages (questions, collection, drug safety, contact, pop-over, badge)', () => {
  setupAppTest();
  beforeAll(async () => {
    await Promise.all([
      import('./personal-question-page'),
      import('./personal-collection-page'),
      import('./personal-warning-page'),
      import('./contact-us-page'),
      import('./home-page'),
    ]);
  });
  beforeEach(() => {
    saveIdentity({ token: 'token-4', openid: 'openid-4' });
  });

  it('/personal/question lists questions, opens the answer and asks a new one', {
    timeout: 20_000,
  }, async () => {
    const asked: unknown[] = [];
    stubApi({
      '/api/platform/member/me': userInfo(),
      'GET /api/platform/question/list': {
        total: 2,
        data: [question(2), question(1, { status: 'answered', answer: '一般需停用 48 小时。' })],
      },
      'POST /api/platform/question': (request: StubRequest) => {
        asked.push(request.body);
        return question(3, { content: (request.body as { content: string }).content });
      },
    });
    renderApp('/personal/question');
    expect(await screen.findByRole('heading', { name: '我的提问', level: 1 })).toBeTruthy();
    expect(await screen.findByText('待回复')).toBeTruthy();
    fireEvent.click(screen.getByText('已回复'));
    expect(await screen.findByText('一般需停用 48 小时。')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '我要提问' }));
    const box = await screen.findByPlaceholderText('请描述您的问题（5–500 字）');
    fireEvent.change(box, { target: { value: '短' } });
    fireEvent.click(screen.getByRole('button', { name: '提交问题' }));
    expect(await screen.findByText('问题内容至少 5 个字')).toBeTruthy();
    expect(asked).toHaveLength(0);
    fireEvent.change(box, { target: { value: '钆对比剂过敏怎么处理？' } });
    fireEvent.click(screen.getByRole('button', { name: '提交问题' }));
    await waitFor(() => expect(asked).toEqual([{ content: '钆对比剂过敏怎么处理？', image_ids: [] }]));
  });

  it('/personal/collection lists favourites and filters by kind', async () => {
    const api = stubApi({
      '/api/platform/member/me': userInfo(),
      'GET /api/platform/member/my-faver': (request: StubRequest) =>
        request.url.searchParams.get('type') === '4'
          ? {
              total: 1,
              data: [
                {
                  id: 8,
                  type: 4,
                  title: '影像年会',
                  cover: null,
                  subtitle: '2026-06-02 19:30',
                  link: '/meetingdetail?id=8&typeMap=4',
                  favourited_at: '2026-06-01T02:00:00.000Z',
                },
              ],
            }
          : {
              total: 1,
              data: [
                {
                  id: 5,
                  type: 1,
                  title: '胸部 CT 入门',
                  cover: null,
                  subtitle: '王医生',
                  link: '/course/detail?id=5&typeMap=1',
                  favourited_at: '2026-06-01T02:00:00.000Z',
                },
              ],
            },
    });
    const { router } = renderApp('/personal/collection');
    expect(await screen.findByText('胸部 CT 入门')).toBeTruthy();
    expect(screen.getByText('课程 · 王医生')).toBeTruthy();
    fireEvent.click(screen.getByText('会议'));
    expect(await screen.findByText('影像年会')).toBeTruthy();
    expect(api.callsTo('GET /api/platform/member/my-faver').at(-1)?.url.searchParams.get('type')).toBe('4');
    fireEvent.click(screen.getByText('影像年会'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meetingdetail'));
  });

  it('/personal/warning needs the separate consent, then sends the report and shows its reference', async () => {
    const sent: Record<string, unknown>[] = [];
    stubApi({
      '/api/platform/member/me': userInfo(),
      'POST /api/platform/drug-safety/report': (request: StubRequest) => {
        sent.push(request.body as Record<string, unknown>);
        return { reference: 'AE-20260601-0A1B2C3D', received_at: '2026-06-01T02:00:00.000Z' };
      },
    });
    renderApp('/personal/warning');
    expect(await screen.findByRole('heading', { name: '药物警戒', level: 1 })).toBeTruthy();
    expect(screen.getByText(/严重不良反应 15 日内/)).toBeTruthy();
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(new RegExp(label.replace(/[()（）/]/g, '.'))), {
        target: { value },
      });
    fill('报告人姓名', '王晓明');
    fill('联系方式（手机/电话/邮箱）', '13812345678');
    fill('患者姓名缩写', 'ZS');
    fill('怀疑药品', '碘克沙醇注射液');
    fill('不良反应描述', '注射后出现全身荨麻疹');
    fireEvent.click(screen.getByText('严重'));
    fireEvent.click(screen.getByRole('button', { name: '提交报告' }));
    expect(await screen.findByText('请勾选同意处理敏感个人信息')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.click(screen.getByText(/我单独同意/));
    fireEvent.click(screen.getByRole('button', { name: '提交报告' }));
    expect(await screen.findByText(/AE-20260601-0A1B2C3D/)).toBeTruthy();
    expect(sent[0]).toMatchObject({
      reporter_name: '王晓明',
      patient_initials: 'ZS',
      seriousness: 'serious',
      sensitive_consent: true,
    });
  });

  it('/contactUs shows the assistant, QR code, hotline and hours', async () => {
    stubApi({
      '/api/platform/member/me': userInfo(),
      '/api/platform/assistants/info': {
        assistant_name: '小影',
        wechat_id: 'imaging_helper',
        qrcode: '/uploads/qr.png',
        hotline: '400-820-1688',
        hours: '工作日 9:00–18:00',
        email: null,
      },
    });
    renderApp('/contactUs');
    expect(await screen.findByText('小影')).toBeTruthy();
    expect(screen.getByRole('link', { name: '拨打 400-820-1688' }).getAttribute('href')).toBe(
      'tel:4008201688',
    );
    expect(screen.getByText('工作日 9:00–18:00')).toBeTruthy();
    expect(screen.getByText('imaging_helper')).toBeTruthy();
    expect(screen.getByText('长按识别二维码，添加学院助手')).toBeTruthy();
  });

  it('/contactUs says so once WeCom reports the member added the assistant', async () => {
    stubApi({
      '/api/platform/member/me': userInfo(),
      '/api/platform/assistants/info': {
        assistant_name: '小影',
        wechat_id: null,
        qrcode: '/uploads/qr.png',
        hotline: '400-820-1688',
        hours: '工作日 9:00–18:00',
        email: null,
      },
      '/api/platform/member/getWecomStatus': {
        added: true,
        added_at: '2026-11-20T02:00:00.000Z',
        assistant: 'academy_helper',
      },
    });
    renderApp('/contactUs');
    expect(await screen.findByText('您已添加学院助手的企业微信')).toBeTruthy();
    expect(screen.queryByText('长按识别二维码，添加学院助手')).toBeNull();
  });

  it('home shows the scheduled pop-over, and 我的 carries the unread count', {
    timeout: 20_000,
  }, async () => {
    stubApi({
      '/api/platform/member/me': userInfo(),
      '/api/platform/member/popover': {
        popover: { id: 1, title: '年度回顾上线', image: '/uploads/pop.png', link: '/annual/retrospect' },
      },
      '/api/platform/messagecneter/msg-unread-num': { num: 5 },
    });
    renderApp('/');
    const image = await screen.findByRole('button', { name: '年度回顾上线' });
    expect(within(image).getByRole('img')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '关闭弹窗' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '年度回顾上线' })).toBeNull());
    await waitFor(() => {
      const badge = document.querySelector('.adm-tab-bar-item .adm-badge-content');
      expect(badge?.textContent).toBe('5');
    });
  });
});
