import { CONTACT_HOTLINE, type ContactInfo, ErrorCode } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { adminCall, appCall, consoleAs } from '../messages/console-session.fixtures';
import { signIn } from '../social/social.fixtures';

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
});
