import {
  type AiRepCheck,
  type AiRepSettings,
  CONTACT_HOTLINE,
  type ContactInfo,
  ErrorCode,
} from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { signIn } from '../../test/sign-in';
import { adminCall, appCall, consoleAs } from '../messages/console-session.fixtures';

describe('contact us (assistants/info) and its console settings', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers the defaults to any WeChat viewer until an operator sets it; visitors are refused', async () => {
    const viewer = await signIn(t, 'wechat');
    const info = await appCall<ContactInfo>(t, viewer, 'GET', '/assistants/info');
    expect(info.data).toMatchObject({ hotline: CONTACT_HOTLINE, qrcode: null });
    expect((await appCall(t, null, 'GET', '/assistants/info')).code).toBe(ErrorCode.UNAUTHENTICATED);
  });

  it('lets the operations team edit it, with validation in the envelope', async () => {
    const editor = await consoleAs(t, 'content_editor');
    const reviewer = await consoleAs(t, 'reviewer');
    const settings = {
      assistant_name: '小影',
      wechat_id: 'imaging_helper',
      qrcode: '/uploads/2026/06/qr.png',
      hotline: '400-820-1688',
      hours: '周一至周五 9:00–17:30',
      email: 'academy@example.com',
    };
    expect((await adminCall(t, reviewer, 'PUT', '/settings/contact', settings)).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    const bad = await adminCall(t, editor, 'PUT', '/settings/contact', { ...settings, hotline: 'call me' });
    expect(bad).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: expect.stringContaining('热线') });
    expect((await adminCall(t, editor, 'PUT', '/settings/contact', settings)).code).toBe(1000);

    const viewer = await signIn(t, 'certified');
    const info = await appCall<ContactInfo>(t, viewer, 'GET', '/assistants/info');
    expect(info.data).toEqual(settings);
    expect((await adminCall<ContactInfo>(t, editor, 'GET', '/settings/contact')).data).toEqual(settings);

    // The demo seed fills the contact only where nobody has set it: the operator's stays.
    expect(await t.services.contact.setIfUnset({ ...settings, assistant_name: '演示助手' })).toBe(false);
    expect((await appCall<ContactInfo>(t, viewer, 'GET', '/assistants/info')).data).toEqual(settings);
  });

  it('offers the AI rep only when switched on, with a link, to the audience operators chose', async () => {
    const editor = await consoleAs(t, 'content_editor');
    const reviewer = await consoleAs(t, 'reviewer');
    const certified = await signIn(t, 'certified');
    const trial = await signIn(t, 'trial');
    const staff = await signIn(t, 'staff');
    const check = async (viewer: Awaited<ReturnType<typeof signIn>>) =>
      (await appCall<AiRepCheck>(t, viewer, 'GET', '/member/ai-rep/check')).data;

    // Off until an operator switches it on.
    expect(await check(certified)).toEqual({ available: false, name: null, url: null, reason: 'disabled' });

    const settings = {
      enabled: true,
      name: '小影 AI',
      url: 'https://ai.example.com/rep',
      audience: 'certified',
    };
    expect((await adminCall(t, reviewer, 'PUT', '/settings/ai-rep', settings)).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    const withoutLink = await adminCall(t, editor, 'PUT', '/settings/ai-rep', { ...settings, url: '' });
    expect(withoutLink).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      msg: expect.stringContaining('链接'),
    });
    const plainHttp = await adminCall(t, editor, 'PUT', '/settings/ai-rep', {
      ...settings,
      url: 'http://ai.example.com',
    });
    expect(plainHttp).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      msg: expect.stringContaining('https'),
    });
    expect((await adminCall<AiRepSettings>(t, editor, 'GET', '/settings/ai-rep')).data.enabled).toBe(false);

    expect((await adminCall(t, editor, 'PUT', '/settings/ai-rep', settings)).code).toBe(1000);
    const offered = { available: true, name: '小影 AI', url: 'https://ai.example.com/rep', reason: null };
    expect(await check(certified)).toEqual(offered);
    expect(await check(staff)).toEqual(offered);
    expect(await check(trial)).toEqual({ available: false, name: null, url: null, reason: 'not_certified' });

    expect(
      (await adminCall(t, editor, 'PUT', '/settings/ai-rep', { ...settings, audience: 'all' })).code,
    ).toBe(1000);
    expect(await check(trial)).toEqual(offered);

    // Switched off again, the link is kept for later but offered to no one.
    expect(
      (await adminCall(t, editor, 'PUT', '/settings/ai-rep', { ...settings, enabled: false })).code,
    ).toBe(1000);
    expect((await check(certified)).reason).toBe('disabled');
    expect((await adminCall<AiRepSettings>(t, editor, 'GET', '/settings/ai-rep')).data.url).toBe(
      'https://ai.example.com/rep',
    );
    // A visitor without a session is refused by the access policy.
    expect((await appCall(t, null, 'GET', '/member/ai-rep/check')).code).toBe(ErrorCode.UNAUTHENTICATED);
  });
});
