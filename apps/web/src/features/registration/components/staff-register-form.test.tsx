import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { openSecure, stubFormPage } from '../../../components/forms/testing/form-fixtures';
import { typeInto } from '../../../components/forms/testing/form-interactions';
import { type ApiStub, ok, unregisteredUser, userInfo } from '../../../lib/testing/api-stub';
import { renderApp, setupAppTest } from '../../../test/render-app';

describe('staff registration (/staffregister)', { timeout: 60_000 }, () => {
  setupAppTest();
  let api: ApiStub;
  let privateKey: CryptoKey;

  beforeEach(async () => {
    ({ api, privateKey } = await stubFormPage(unregisteredUser(), {
      'POST /mail/send': () => ok({ resend_after: 60 }),
      'POST /member/staff-register': () => ok(userInfo({ kind: 'staff', email: 'li.lei@pharma.com.cn' })),
    }));
  });

  it('refuses a personal mailbox with the spec’s message and sends no code to it', async () => {
    renderApp('/staffregister');
    await screen.findByPlaceholderText('请输入企业邮箱');
    typeInto('请输入企业邮箱', 'li.lei@qq.com');
    expect(await screen.findByText('暂不支持个人邮箱')).toBeTruthy();
    expect(screen.getByRole('button', { name: '获取验证码' }).hasAttribute('disabled')).toBe(true);

    typeInto('请输入企业邮箱', 'li.lei@vip.163.com');
    expect(await screen.findByText('暂不支持个人邮箱')).toBeTruthy();

    typeInto('请输入企业邮箱', 'li.lei@pharma.com.cn');
    await waitFor(() => expect(screen.queryByText('暂不支持个人邮箱')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(api.callsTo('POST /mail/send')).toHaveLength(1));
    expect(api.callsTo('POST /mail/send')[0]?.body).toEqual({
      email: 'li.lei@pharma.com.cn',
      purpose: 'register',
    });
  });

  it('sends name, mobile and mailbox only inside `secure`, with the mail code', async () => {
    const { router } = renderApp('/staffregister');
    await screen.findByPlaceholderText('请输入企业邮箱');
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    for (const message of ['请输入姓名', '请输入手机号', '请输入企业邮箱', '请输入验证码']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }

    typeInto('请输入真实姓名', '李雷');
    typeInto('请输入11位手机号', '13912345678');
    typeInto('请输入企业邮箱', 'li.lei@pharma.com.cn');
    typeInto('请输入6位验证码', '654321');
    fireEvent.click(screen.getByRole('button', { name: '注册' }));

    await waitFor(() => expect(api.callsTo('POST /member/staff-register')).toHaveLength(1));
    const body = api.callsTo('POST /member/staff-register')[0]?.body as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['code', 'secure']);
    expect(body.code).toBe('654321');
    expect(await openSecure(body.secure ?? '', privateKey)).toEqual({
      name: '李雷',
      mobile: '13912345678',
      email: 'li.lei@pharma.com.cn',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
  });
});
