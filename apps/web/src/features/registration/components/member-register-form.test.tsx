import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openSecure, stubFormPage } from '../../../components/forms/testing/form-fixtures';
import {
  fieldTrigger,
  pickHospital,
  pickOption,
  typeInto,
} from '../../../components/forms/testing/form-interactions';
import { REGISTER_RETURN_URL_STORAGE_KEY } from '../../../lib/return-url';
import { type ApiStub, fail, ok, unregisteredUser, userInfo } from '../../../lib/testing/api-stub';
import { currentPath, renderApp, setupAppTest } from '../../../test/render-app';

const REQUIRED_MESSAGES = [
  '请输入姓名',
  '请输入手机号',
  '请输入验证码',
  '请选择省份',
  '请选择城市',
  '请选择医院',
  '请选择科室',
  '请选择职称',
  '请选择职务',
];

describe('member registration (/register)', { timeout: 60_000 }, () => {
  setupAppTest();
  let api: ApiStub;
  let privateKey: CryptoKey;

  beforeEach(async () => {
    ({ api, privateKey } = await stubFormPage(unregisteredUser(), {
      'POST /sms/send': () => ok({ resend_after: 60 }),
      'POST /member/member-register': () => ok(userInfo({ name: '张三' })),
    }));
  });

  async function fillBasics() {
    typeInto('请输入真实姓名', '张三');
    typeInto('请输入11位手机号', '13800138000');
    typeInto('请输入6位验证码', '123456');
  }

  it('shows every required field’s message from the shared rules', async () => {
    renderApp('/register');
    fireEvent.click(await screen.findByRole('button', { name: '注册' }));
    for (const message of REQUIRED_MESSAGES) expect(await screen.findByText(message)).toBeTruthy();
    expect(api.callsTo('POST /member/member-register')).toHaveLength(0);
  });

  it('says so and brings the first field in error into view on an empty submit (issue 16)', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      renderApp('/register');
      fireEvent.click(await screen.findByRole('button', { name: '注册' }));
      // The toast loads antd-mobile's Toast on first use: give it the time a busy machine needs.
      expect(
        await screen.findByText(`还有 ${REQUIRED_MESSAGES.length} 项需要填写或修改`, {}, { timeout: 10_000 }),
      ).toBeTruthy();
      await waitFor(() =>
        expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' }),
      );
      expect(scrolled[0]?.textContent).toContain('请输入姓名');
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('speaks English when the app does, with the same shared rules', async () => {
    renderApp('/register', { language: 'en-US' });
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    for (const message of [
      'Please enter name',
      'Please enter mobile number',
      'Please enter verification code',
      'Please select province',
      'Please select hospital',
      'Please select professional title',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(fieldTrigger('Department').textContent).toContain('Please select');
  });

  it('refuses a wrong mobile number and keeps the code button off until it is valid', async () => {
    renderApp('/register');
    const codeButton = await screen.findByRole('button', { name: '获取验证码' });
    expect(codeButton.hasAttribute('disabled')).toBe(true);

    typeInto('请输入11位手机号', '12345678901');
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(screen.getByRole('button', { name: '获取验证码' }).hasAttribute('disabled')).toBe(true);

    typeInto('请输入11位手机号', '13800138000');
    await waitFor(() => expect(screen.queryByText('请输入正确的手机号')).toBeNull());
    const enabled = screen.getByRole('button', { name: '获取验证码' });
    expect(enabled.hasAttribute('disabled')).toBe(false);
    fireEvent.click(enabled);
    await waitFor(() => expect(api.callsTo('POST /sms/send')).toHaveLength(1));
    expect(api.callsTo('POST /sms/send')[0]?.body).toEqual({ mobile: '13800138000', purpose: 'register' });
    expect(await screen.findByRole('button', { name: '60s后重新获取' })).toBeTruthy();
  });

  it('sends name and mobile only inside `secure`, the rest as plain fields, then welcomes the user', async () => {
    localStorage.setItem(REGISTER_RETURN_URL_STORAGE_KEY, '/course/detail?id=3');
    const { router } = renderApp('/register?redirect=%2Fcourse%2Fdetail%3Fid%3D3');
    await screen.findByRole('button', { name: '注册' });
    await fillBasics();
    await pickOption('省份', '北京市');
    await pickOption('城市', '北京市');
    await pickHospital('北京协和医院');
    await waitFor(() => expect(fieldTrigger('医院').textContent).toContain('北京协和医院'));
    await pickOption('科室', '放射科');
    await pickOption('职称', '主治医师');
    await pickOption('职务', '医生');
    fireEvent.click(within(screen.getByRole('group', { name: '擅长领域' })).getByText('胸部影像'));
    fireEvent.click(within(screen.getByRole('group', { name: '感兴趣的话题' })).getByText('人工智能'));
    fireEvent.click(within(screen.getByRole('group', { name: '感兴趣的话题' })).getByText('疑难病例'));
    const meCallsBefore = api.callsTo('GET /member/me').length;

    fireEvent.click(screen.getByRole('button', { name: '注册' }));

    await waitFor(() => expect(api.callsTo('POST /member/member-register')).toHaveLength(1));
    const body = api.callsTo('POST /member/member-register')[0]?.body as Record<string, unknown>;
    const { secure, ...plain } = body;
    expect(plain).toEqual({
      code: '123456',
      province: '11',
      city: '1101',
      hospital_id: '501',
      hospital_name: '北京协和医院',
      department: 'radiology',
      title: 'attending_physician',
      position: 'doctor',
      skill_areas: 'chest',
      interesting_topics: ['ai', 'difficult_cases'],
    });
    expect(JSON.stringify(body)).not.toContain('13800138000');
    expect(JSON.stringify(body)).not.toContain('张三');
    expect(typeof secure).toBe('string');
    expect(String(secure).startsWith('v1.testkey0000000001.')).toBe(true);
    expect(await openSecure(String(secure), privateKey)).toEqual({ name: '张三', mobile: '13800138000' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(currentPath(router)).toBe('/welcome?redirect=%2Fcourse%2Fdetail%3Fid%3D3');
    // The user info is fetched again, so every guard now sees a registered user.
    await waitFor(() => expect(api.callsTo('GET /member/me').length).toBeGreaterThan(meCallsBefore));

    fireEvent.click(await screen.findByRole('button', { name: '开始使用' }));
    await waitFor(() => expect(currentPath(router)).toBe('/course/detail?id=3'));
  });

  it("reveals the hospital name for '其他' and sends hospital_id 0 with the typed name", async () => {
    renderApp('/register');
    await screen.findByRole('button', { name: '注册' });
    await fillBasics();
    await pickOption('省份', '广东省');
    await pickOption('城市', '深圳市');
    expect(screen.queryByPlaceholderText('请输入医院全称')).toBeNull();
    await pickHospital('其他');
    const nameInput = await screen.findByPlaceholderText('请输入医院全称');
    await pickOption('科室', '超声科');
    await pickOption('职称', '医师');
    await pickOption('职务', '其他');

    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('请输入医院名称')).toBeTruthy();
    expect(api.callsTo('POST /member/member-register')).toHaveLength(0);
    // The search was narrowed to the chosen province and city.
    const search = api.callsTo('GET /hospital/get-hospital').at(-1);
    expect(search?.url.searchParams.get('province')).toBe('44');
    expect(search?.url.searchParams.get('city')).toBe('4403');

    fireEvent.change(nameInput, { target: { value: '深圳市第二人民医院' } });
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(api.callsTo('POST /member/member-register')).toHaveLength(1));
    expect(api.callsTo('POST /member/member-register')[0]?.body).toMatchObject({
      hospital_id: '0',
      hospital_name: '深圳市第二人民医院',
      province: '44',
      city: '4403',
      position: 'other',
    });
  });

  it('shows a server validation issue next to its field', async () => {
    api.on({
      'POST /member/member-register': () =>
        fail(40000, '验证码错误或已失效（body.code）', {
          issues: [{ field: 'body.code', message: '验证码错误或已失效' }],
        }),
    });
    renderApp('/register');
    await screen.findByRole('button', { name: '注册' });
    await fillBasics();
    await pickOption('省份', '北京市');
    await pickOption('城市', '北京市');
    await pickHospital('北京协和医院');
    await pickOption('科室', '放射科');
    await pickOption('职称', '主治医师');
    await pickOption('职务', '医生');
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('验证码错误或已失效')).toBeTruthy();
    expect(screen.getByRole('button', { name: '注册' }).hasAttribute('disabled')).toBe(false);
  });
});
