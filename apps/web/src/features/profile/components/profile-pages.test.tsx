import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { openSecure, stubFormPage } from '../../../components/forms/testing/form-fixtures';
import { fieldTrigger, pickHospital, typeInto } from '../../../components/forms/testing/form-interactions';
import { type ApiStub, ok, userInfo } from '../../../lib/testing/api-stub';
import { currentPath, renderApp, setupAppTest } from '../../../test/render-app';

describe('profile pages', { timeout: 60_000 }, () => {
  setupAppTest();
  let api: ApiStub;
  let privateKey: CryptoKey;

  beforeEach(async () => {
    ({ api, privateKey } = await stubFormPage(userInfo(), {
      'PUT /member/member-update': () => ok(userInfo()),
      'PUT /member/staff-update': () => ok(userInfo({ kind: 'staff' })),
      'POST /sms/send': () => ok({ resend_after: 60 }),
    }));
  });

  it('/information shows my details read only, with labels in the current language', async () => {
    renderApp('/information');
    expect(await screen.findByText('张医生')).toBeTruthy();
    expect(screen.getByText('138****8000')).toBeTruthy();
    expect(screen.getByText('北京协和医院')).toBeTruthy();
    expect(screen.getByText('放射科')).toBeTruthy();
    expect(screen.getByText('主治医师')).toBeTruthy();
    expect(screen.getByText('胸部影像')).toBeTruthy();
    expect(await screen.findAllByText('北京市')).toHaveLength(2);
    expect(screen.getByText('未认证')).toBeTruthy();
  });

  it('/userinfoedit saves with PUT member-update as JSON, without a code while the mobile is unchanged', async () => {
    renderApp('/userinfoedit', { history: ['/information'] });
    expect(await screen.findByDisplayValue('张医生')).toBeTruthy();
    expect(screen.queryByPlaceholderText('请输入6位验证码')).toBeNull();
    typeInto('请输入真实姓名', '张明');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(api.callsTo('PUT /member/member-update')).toHaveLength(1));
    const call = api.callsTo('PUT /member/member-update')[0];
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    const body = call?.body as Record<string, unknown>;
    const { secure, ...plain } = body;
    expect(plain).toEqual({
      province: '11',
      city: '1101',
      hospital_id: 501,
      hospital_name: '北京协和医院',
      department: 'radiology',
      title: 'attending_physician',
      position: 'doctor',
      skill_areas: ['chest'],
      interesting_topics: [],
      interesting_systems: [],
      work_upgrades: [],
    });
    expect(await openSecure(String(secure), privateKey)).toEqual({ name: '张明', mobile: '13800138000' });
  });

  it('/userinfoedit asks for an SMS code (purpose update) when the mobile changes', async () => {
    renderApp('/userinfoedit');
    await screen.findByDisplayValue('13800138000');
    typeInto('请输入11位手机号', '13900139000');
    const codeInput = await screen.findByPlaceholderText('请输入6位验证码');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    expect(api.callsTo('PUT /member/member-update')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(api.callsTo('POST /sms/send')).toHaveLength(1));
    expect(api.callsTo('POST /sms/send')[0]?.body).toEqual({ mobile: '13900139000', purpose: 'update' });
    fireEvent.change(codeInput, { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.callsTo('PUT /member/member-update')).toHaveLength(1));
    expect(api.callsTo('PUT /member/member-update')[0]?.body).toMatchObject({ code: '246810' });
  });

  it('/hospitallose shows the spec’s message, asks only for the hospital, then returns to `redirect`', async () => {
    api.on({ 'GET /member/me': () => ok(userInfo({ re_perfect_type: 1 })) });
    const { router } = renderApp('/hospitallose?redirect=%2Fcourse%2Fdetail%3Fid%3D5');
    expect(await screen.findByText('您的医院信息无效，请填写真实完整的医院名称后重新提交')).toBeTruthy();
    expect(fieldTrigger('医院').textContent).toContain('请选择');
    expect(screen.queryByPlaceholderText('请输入真实姓名')).toBeNull();
    expect(screen.queryByRole('button', { name: /^科室: / })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请选择医院')).toBeTruthy();
    await pickHospital('北京大学第一医院');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));

    await waitFor(() => expect(api.callsTo('PUT /member/member-update')).toHaveLength(1));
    expect(api.callsTo('PUT /member/member-update')[0]?.body).toMatchObject({
      hospital_id: 502,
      hospital_name: '北京大学第一医院',
      department: 'radiology',
      province: '11',
    });
    await waitFor(() => expect(currentPath(router)).toBe('/course/detail?id=5'));
  });

  it('/importregister pre-fills the imported details and confirms them with member-update', async () => {
    api.on({ 'GET /member/me': () => ok(userInfo({ reconfirmation: 0, name: '王导入' })) });
    const { router } = renderApp('/importregister?redirect=%2Fpersonal');
    expect(
      await screen.findByText('我们已为您预先导入以下信息，请核对，如有错误请更正后确认提交'),
    ).toBeTruthy();
    expect(await screen.findByDisplayValue('王导入')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认信息' }));
    await waitFor(() => expect(api.callsTo('PUT /member/member-update')).toHaveLength(1));
    expect(api.callsTo('PUT /member/member-update')[0]?.body).not.toHaveProperty('code');
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal'));
  });

  it('/importregister ignores a `redirect` that leaves the app', async () => {
    api.on({ 'GET /member/me': () => ok(userInfo({ reconfirmation: 0 })) });
    const { router } = renderApp('/importregister?redirect=%2F%2Fevil.example%2Fphish');
    fireEvent.click(await screen.findByRole('button', { name: '确认信息' }));
    await waitFor(() => expect(api.callsTo('PUT /member/member-update')).toHaveLength(1));
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  it('/staffinfoedit saves the staff details with PUT staff-update, the code only for a new mailbox', async () => {
    api.on({
      'GET /member/me': () => ok(userInfo({ kind: 'staff', email: 'li.lei@pharma.com.cn', name: '李雷' })),
    });
    renderApp('/staffinfoedit');
    expect(await screen.findByDisplayValue('li.lei@pharma.com.cn')).toBeTruthy();
    typeInto('请输入企业邮箱', 'li.lei@gmail.com');
    expect(await screen.findByText('暂不支持个人邮箱')).toBeTruthy();
    typeInto('请输入企业邮箱', 'li.lei@pharma.com.cn');
    await waitFor(() => expect(screen.queryByPlaceholderText('请输入6位验证码')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.callsTo('PUT /member/staff-update')).toHaveLength(1));
    const body = api.callsTo('PUT /member/staff-update')[0]?.body as Record<string, string>;
    expect(Object.keys(body)).toEqual(['secure']);
    expect(await openSecure(body.secure ?? '', privateKey)).toEqual({
      name: '李雷',
      mobile: '13800138000',
      email: 'li.lei@pharma.com.cn',
    });
  });
});
