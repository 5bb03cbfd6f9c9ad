import { type AdminBroadcast, type AdminBroadcastSent, ErrorCode, type Message, type Page } from '@ia/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { type SignedIn, signIn } from '../../test/sign-in';
import { memberGroups } from '../content/content.table';
import { users } from '../users/users.table';
import { adminCall, appCall, consoleAs } from './console-session.fixtures';
import { messages } from './messages.table';

describe('console broadcasts (消息推送)', () => {
  let t: TestApp;
  let editor: { cookie: string };
  let reviewer: { cookie: string };
  let certified: SignedIn;
  let consented: SignedIn;
  let staff: SignedIn;
  let unregistered: SignedIn;
  let groupId = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    editor = await consoleAs(t, 'content_editor');
    reviewer = await consoleAs(t, 'reviewer');
    certified = await signIn(t, 'certified');
    consented = await signIn(t, 'consented');
    staff = await signIn(t, 'staff');
    unregistered = await signIn(t, 'wechat');
    const [group] = await t.database.db.insert(memberGroups).values({ name: '放射科骨干' }).returning();
    groupId = group?.id ?? 0;
    await t.database.db
      .update(users)
      .set({ memberGroupIds: [groupId] })
      .where(eq(users.id, consented.userId));
  });
  afterAll(() => t.close());

  const broadcastMessages = (id: number) =>
    t.database.db
      .select()
      .from(messages)
      .where(eq(messages.dedupeKey, `broadcast:${id}`));

  it('refuses operators outside the operations team and visitors', async () => {
    const payload = { title: '通知', body: '内容', audience: 'all', request_key: 'refused-key-1' };
    expect((await adminCall(t, reviewer, 'POST', '/broadcasts', payload)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await adminCall(t, null, 'POST', '/broadcasts', payload)).code).toBe(ErrorCode.UNAUTHENTICATED);
    expect((await adminCall(t, reviewer, 'GET', '/broadcasts')).code).toBe(ErrorCode.FORBIDDEN);
  });

  it('answers bad input in the envelope', async () => {
    const noGroups = await adminCall(t, editor, 'POST', '/broadcasts', {
      title: '通知',
      body: '内容',
      audience: 'groups',
      request_key: 'bad-input-key-1',
    });
    expect(noGroups.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(noGroups.msg).toContain('请选择会员分组');
    const noTitle = await adminCall(t, editor, 'POST', '/broadcasts', {
      title: ' ',
      body: '内容',
      audience: 'all',
      request_key: 'bad-input-key-2',
    });
    expect(noTitle.code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('sends to every registered user once, and a repeated send adds nothing', async () => {
    const payload = {
      title: '平台升级通知',
      body: '本周六 22:00 起维护两小时',
      link: '/notify',
      audience: 'all',
      request_key: 'all-users-key-1',
    };
    const first = await adminCall<AdminBroadcastSent>(t, editor, 'POST', '/broadcasts', payload);
    expect(first.code).toBe(1000);
    expect(first.data).toMatchObject({ created: true, recipients: 3, audience: 'all' });
    const recipients = (await broadcastMessages(first.data.id)).map((row) => row.userId).sort();
    expect(recipients).toEqual([certified.userId, consented.userId, staff.userId].sort());

    const again = await adminCall<AdminBroadcastSent>(t, editor, 'POST', '/broadcasts', payload);
    expect(again.data).toMatchObject({ id: first.data.id, created: false, recipients: 3 });
    expect(await broadcastMessages(first.data.id)).toHaveLength(3);

    // The unregistered WeChat user got nothing; a recipient sees it unread in the centre.
    const stray = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, unregistered.userId), like(messages.dedupeKey, 'broadcast:%')));
    expect(stray).toHaveLength(0);
    const list = await appCall<Page<Message>>(t, certified, 'GET', '/messagecneter');
    expect(list.data.data[0]).toMatchObject({ category: 'broadcast', title: '平台升级通知', read: false });
    const unread = await appCall<{ num: number }>(t, certified, 'GET', '/messagecneter/msg-unread-num');
    expect(unread.data.num).toBeGreaterThanOrEqual(1);
  });

  it('sends to a member group only', async () => {
    const sent = await adminCall<AdminBroadcastSent>(t, editor, 'POST', '/broadcasts', {
      title: '骨干培训',
      body: '请准时参加',
      audience: 'groups',
      member_group_ids: [groupId],
      request_key: 'group-key-0001',
    });
    expect(sent.data.recipients).toBe(1);
    expect((await broadcastMessages(sent.data.id)).map((row) => row.userId)).toEqual([consented.userId]);
  });

  it('lists the history with recipients and reads', async () => {
    const list = await appCall<Page<Message>>(t, consented, 'GET', '/messagecneter');
    const groupMessage = list.data.data.find((message) => message.title === '骨干培训');
    expect(groupMessage).toBeDefined();
    await appCall(t, consented, 'PUT', '/messagecneter/read', { id: groupMessage?.id });

    const history = await adminCall<Page<AdminBroadcast>>(
      t,
      editor,
      'GET',
      '/broadcasts?current=1&pageSize=10',
    );
    expect(history.code).toBe(1000);
    expect(history.data.total).toBe(2);
    expect(history.data.data[0]).toMatchObject({
      title: '骨干培训',
      recipients: 1,
      read_count: 1,
      operator_name: expect.any(String),
    });
    expect(history.data.data[1]).toMatchObject({ title: '平台升级通知', recipients: 3, read_count: 0 });
  });
});
