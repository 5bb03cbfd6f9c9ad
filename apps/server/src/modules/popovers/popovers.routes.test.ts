import { type AdminPopover, ErrorCode, type Page, type PopoverAnswer } from '@ia/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { type SignedIn, signIn } from '../../test/sign-in';
import { updateUser } from '../../test/users';
import { memberGroups } from '../content/content.table';
import { adminCall, appCall, consoleAs } from '../messages/console-session.fixtures';

const START = '2026-06-01T02:00:00.000Z';
const HOUR_MS = 3_600_000;

describe('home pop-overs (member/popover) and the console schedule', () => {
  let t: TestApp;
  let editor: { cookie: string };
  let reviewer: { cookie: string };
  let groupId = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    editor = await consoleAs(t, 'content_editor');
    reviewer = await consoleAs(t, 'reviewer');
    const [group] = await t.database.db.insert(memberGroups).values({ name: '超声组' }).returning();
    groupId = group?.id ?? 0;
  });
  beforeEach(() => t.clock.set(START));
  afterAll(() => t.close());

  const schedule = async (overrides: Record<string, unknown>) => {
    const created = await adminCall<AdminPopover>(t, editor, 'POST', '/popovers', {
      title: '年度回顾上线',
      image: '/uploads/2026/06/popover.png',
      link: '/annual/retrospect',
      start_at: '2026-05-31T00:00:00.000Z',
      end_at: '2026-06-30T00:00:00.000Z',
      frequency: 'once',
      audience: 'all',
      ...overrides,
    });
    expect(created.code, created.msg).toBe(1000);
    return created.data;
  };
  const current = async (who: SignedIn) =>
    (await appCall<PopoverAnswer>(t, who, 'GET', '/member/popover')).data.popover;
  const disable = (id: number, body: Record<string, unknown>) =>
    adminCall(t, editor, 'PUT', `/popovers/${id}`, { ...body, enabled: false });

  it('keeps the schedule to the operations team and checks the input', async () => {
    expect((await adminCall(t, reviewer, 'GET', '/popovers')).code).toBe(ErrorCode.FORBIDDEN);
    const backwards = await adminCall(t, editor, 'POST', '/popovers', {
      title: '倒序',
      image: '/uploads/x.png',
      start_at: '2026-06-02T00:00:00.000Z',
      end_at: '2026-06-01T00:00:00.000Z',
      frequency: 'once',
      audience: 'all',
    });
    expect(backwards).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      msg: expect.stringContaining('结束时间'),
    });
    const badImage = await adminCall(t, editor, 'POST', '/popovers', {
      title: '图片',
      image: 'javascript:alert(1)',
      start_at: '2026-06-01T00:00:00.000Z',
      end_at: '2026-06-02T00:00:00.000Z',
      frequency: 'weekly',
      audience: 'all',
    });
    expect(badImage.code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('shows a once pop-over once ever, and a visitor without login gets refused', async () => {
    const popover = await schedule({ frequency: 'once' });
    const viewer = await signIn(t, 'wechat');
    expect(await current(viewer)).toMatchObject({ id: popover.id, link: '/annual/retrospect' });
    expect(await current(viewer)).toBeNull();
    t.clock.set(new Date(Date.parse(START) + 48 * HOUR_MS));
    expect(await current(viewer)).toBeNull();
    expect((await appCall(t, null, 'GET', '/member/popover')).code).toBe(ErrorCode.UNAUTHENTICATED);

    t.clock.set(START);
    const list = await adminCall<Page<AdminPopover>>(t, editor, 'GET', '/popovers');
    expect(list.data.data.find((row) => row.id === popover.id)?.shown_users).toBe(1);
    await disable(popover.id, { ...popover, member_group_ids: [] });
  });

  it('shows a daily pop-over once per China day', async () => {
    const popover = await schedule({ frequency: 'daily', title: '每日一练' });
    const viewer = await signIn(t, 'certified');
    expect((await current(viewer))?.id).toBe(popover.id);
    expect(await current(viewer)).toBeNull();
    // 02:00Z is 10:00 in China; 15:59Z the same China day, 16:00Z the next.
    t.clock.set('2026-06-01T15:59:00.000Z');
    expect(await current(viewer)).toBeNull();
    t.clock.set('2026-06-01T16:00:00.000Z');
    expect((await current(viewer))?.id).toBe(popover.id);
    t.clock.set(START);
    await disable(popover.id, { ...popover, member_group_ids: [] });
  });

  it('respects the audience and the window', async () => {
    const certifiedOnly = await schedule({ audience: 'certified', title: '认证专享' });
    const groupOnly = await schedule({
      audience: 'groups',
      member_group_ids: [groupId],
      title: '超声组',
      sort: 5,
    });
    const later = await schedule({ start_at: '2026-06-10T00:00:00.000Z', title: '未开始', sort: 9 });

    const trial = await signIn(t, 'trial');
    expect(await current(trial)).toBeNull();

    const certified = await signIn(t, 'certified');
    await updateUser(t, certified.userId, { memberGroupIds: [groupId] });
    // Highest sort first among the running ones: the group pop-over, then the certified one.
    expect((await current(certified))?.id).toBe(groupOnly.id);
    expect((await current(certified))?.id).toBe(certifiedOnly.id);
    expect(await current(certified)).toBeNull();
    expect(later.id).toBeGreaterThan(0);
  });
});
