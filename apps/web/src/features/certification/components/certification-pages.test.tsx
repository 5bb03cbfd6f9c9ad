import type { CertificationInfo } from '@ia/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFormPage } from '../../../components/forms/testing/form-fixtures';
import { pickOption, typeInto } from '../../../components/forms/testing/form-interactions';
import { type ApiStub, fail, ok, userInfo } from '../../../lib/testing/api-stub';
import { renderApp, setupAppTest } from '../../../test/render-app';

function submission(overrides: Partial<NonNullable<CertificationInfo['submission']>> = {}) {
  return {
    id: 31,
    name: '张医生',
    hospital_id: 501,
    hospital_name: '北京协和医院',
    department: 'radiology',
    title: 'attending_physician',
    licence_number: '110101199001',
    photos: [{ id: 9, url: '/api/platform/uploads/9', mime: 'image/jpeg', size: 1000 }],
    reject_reason: null,
    submitted_at: '2030-01-05T02:30:00.000Z',
    reviewed_at: null,
    ...overrides,
  };
}

describe('certification pages', { timeout: 60_000 }, () => {
  setupAppTest();
  let api: ApiStub;

  function withInfo(info: CertificationInfo) {
    api.on({ 'GET /examine/get-examine-info': () => ok(info) });
  }

  beforeEach(async () => {
    ({ api } = await stubFormPage(userInfo()));
  });

  describe('/veeva', () => {
    it('none: explains certification, the trial days left, and starts the form', async () => {
      withInfo({ status: 'none', submission: null });
      const { router } = renderApp('/veeva');
      expect(await screen.findByText('医疗专业人士认证')).toBeTruthy();
      expect(await screen.findByText('免费学习期还剩21天')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: '开始认证' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/veevaupload'));
    });

    it('pending: 审核中', async () => {
      withInfo({ status: 'pending', submission: submission() });
      renderApp('/veeva');
      expect(await screen.findByText('审核中')).toBeTruthy();
      expect(screen.getByText('您的认证资料已提交，我们将尽快审核，请耐心等待')).toBeTruthy();
      expect(screen.queryByRole('button', { name: '开始认证' })).toBeNull();
    });

    it('approved: 已认证 with permanent access', async () => {
      withInfo({ status: 'approved', submission: submission({ reviewed_at: '2030-01-06T02:30:00.000Z' }) });
      renderApp('/veeva');
      expect(await screen.findByText('已认证')).toBeTruthy();
      expect(screen.getByText('您已完成医疗专业人士认证，可永久访问全部学习内容')).toBeTruthy();
    });

    it('rejected: the reason and a resubmit button', async () => {
      withInfo({ status: 'rejected', submission: submission({ reject_reason: '证件照片不清晰' }) });
      const { router } = renderApp('/veeva');
      expect(await screen.findByText('认证未通过')).toBeTruthy();
      expect(screen.getByText('未通过原因：证件照片不清晰')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: '重新提交' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/veevaupload'));
    });

    it('shows an error with a retry when the status cannot be loaded', async () => {
      let calls = 0;
      api.on({
        'GET /examine/get-examine-info': () => {
          calls += 1;
          return calls === 1
            ? fail(50000, '服务繁忙', null, 500)
            : ok({ status: 'approved', submission: null });
        },
      });
      renderApp('/veeva');
      fireEvent.click(await screen.findByRole('button', { name: '重试' }));
      expect(await screen.findByText('已认证')).toBeTruthy();
    });
  });

  describe('/veevaupload', () => {
    it('creates a submission from the profile’s details and the uploaded photo', async () => {
      withInfo({ status: 'none', submission: null });
      api.on({
        'POST /imageupload': () =>
          ok({ id: 77, url: '/api/platform/uploads/77', mime: 'image/png', size: 2048 }),
        'POST /examine/vevea-examine-create': () => {
          withInfo({ status: 'pending', submission: submission() });
          return ok({ status: 'pending', submission: submission() });
        },
      });
      vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
      const { router, container } = renderApp('/veevaupload');
      expect(await screen.findByDisplayValue('张医生')).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: '提交认证' }));
      expect(await screen.findByText('请输入执业证书编号')).toBeTruthy();
      expect(screen.getByText('请选择执业证书照片')).toBeTruthy();

      typeInto('请输入执业证书编号', '110101199001');
      const input = container.querySelector('input[type="file"]') as HTMLInputElement;
      fireEvent.change(input, {
        target: { files: [new File(['png'], 'licence.png', { type: 'image/png' })] },
      });
      await waitFor(() => expect(api.callsTo('POST /imageupload')).toHaveLength(1));
      await waitFor(() => expect(screen.queryByText('请选择执业证书照片')).toBeNull());

      fireEvent.click(screen.getByRole('button', { name: '提交认证' }));
      await waitFor(() => expect(api.callsTo('POST /examine/vevea-examine-create')).toHaveLength(1));
      expect(api.callsTo('POST /examine/vevea-examine-create')[0]?.body).toEqual({
        name: '张医生',
        hospital_id: '501',
        hospital_name: '北京协和医院',
        department: 'radiology',
        title: 'attending_physician',
        licence_number: '110101199001',
        photo_ids: '77',
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/veeva'));
      expect(await screen.findByText('审核中')).toBeTruthy();
    });

    it('resubmits after a rejection with vevea-examine-update as JSON, pre-filled from the rejected one', async () => {
      withInfo({
        status: 'rejected',
        submission: submission({ reject_reason: '职称与证件不符', title: 'physician' }),
      });
      api.on({
        'POST /imageupload': () =>
          ok({ id: 78, url: '/api/platform/uploads/78', mime: 'image/jpeg', size: 2048 }),
        'POST /examine/vevea-examine-update': () => ok({ status: 'pending', submission: submission() }),
      });
      vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
      const { container } = renderApp('/veevaupload');
      expect(await screen.findByDisplayValue('110101199001')).toBeTruthy();
      await pickOption('职称', '主治医师');
      const input = container.querySelector('input[type="file"]') as HTMLInputElement;
      fireEvent.change(input, { target: { files: [new File(['jpg'], 'new.jpg', { type: 'image/jpeg' })] } });
      await waitFor(() => expect(api.callsTo('POST /imageupload')).toHaveLength(1));
      fireEvent.click(screen.getByRole('button', { name: '提交认证' }));

      await waitFor(() => expect(api.callsTo('POST /examine/vevea-examine-update')).toHaveLength(1));
      const call = api.callsTo('POST /examine/vevea-examine-update')[0];
      expect(call?.headers.get('Content-Type')).toBe('application/json');
      expect(call?.body).toEqual({
        name: '张医生',
        hospital_id: 501,
        hospital_name: '北京协和医院',
        department: 'radiology',
        title: 'attending_physician',
        licence_number: '110101199001',
        photo_ids: [78],
      });
      expect(api.callsTo('POST /examine/vevea-examine-create')).toHaveLength(0);
    });

    it('offers nothing to submit while a submission is pending', async () => {
      withInfo({ status: 'pending', submission: submission() });
      renderApp('/veevaupload');
      expect(await screen.findByText('您的认证资料正在审核中，无需重复提交')).toBeTruthy();
      expect(screen.queryByRole('button', { name: '提交认证' })).toBeNull();
    });
  });

  describe('/bindStep', () => {
    it('shows the three steps with the user waiting for review', async () => {
      withInfo({ status: 'pending', submission: submission() });
      renderApp('/bindStep');
      expect(await screen.findByText('资料已提交，正在等待审核')).toBeTruthy();
      const steps = screen.getByRole('navigation', { name: '认证流程' });
      expect(steps.textContent).toContain('填写信息');
      expect(steps.textContent).toContain('上传证件');
      expect(steps.textContent).toContain('等待审核');
      expect(steps.querySelector('[aria-current="step"]')?.textContent).toContain('等待审核');
    });

    it('sends a user who has not started to the form', async () => {
      withInfo({ status: 'none', submission: null });
      const { router } = renderApp('/bindStep');
      fireEvent.click(await screen.findByRole('button', { name: '去填写' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/veevaupload'));
    });
  });
});
