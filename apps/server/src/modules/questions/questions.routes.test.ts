import { type AdminQuestion, ErrorCode, type Page, type Question } from '@ia/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { type SignedIn, signIn } from '../../test/sign-in';
import { adminCall, appCall, consoleAs } from '../messages/console-session.fixtures';
import { messages } from '../messages/messages.table';
import { tinyPng } from '../uploads/test-images';

describe('questions (/personal/question) and the console answers', () => {
  let t: TestApp;
  let asker: SignedIn;
  let other: SignedIn;
  let editor: { cookie: string };
  let safety: { cookie: string };

  beforeAll(async () => {
    t = await buildTestApp();
    asker = await signIn(t, 'consented', '李医生');
    other = await signIn(t, 'certified');
    editor = await consoleAs(t, 'content_editor');
    safety = await consoleAs(t, 'pharmacovigilance');
  });
  afterAll(() => t.close());

  const upload = async (who: SignedIn) => {
    const stored = await t.services.uploads.store({
      ownerUserId: who.userId,
      purpose: 'image',
      bytes: tinyPng(),
    });
    return stored.id;
  };

  it('needs a registered user who has consented', async () => {
    const registered = await signIn(t, 'registered');
    const wechat = await signIn(t, 'wechat');
    expect((await appCall(t, registered, 'GET', '/question/list')).code).toBe(ErrorCode.CONSENT_REQUIRED);
    expect((await appCall(t, wechat, 'POST', '/question', { content: '请问怎么报名' })).code).toBe(
      ErrorCode.NOT_REGISTERED,
    );
    expect((await appCall(t, null, 'GET', '/question/1')).code).toBe(ErrorCode.UNAUTHENTICATED);
  });

  it('refuses bad questions in the envelope', async () => {
    const short = await appCall(t, asker, 'POST', '/question', { content: '问' });
    expect(short).toMatchObject({ code: ErrorCode.VALIDATION_FAILED });
    expect(short.msg).toContain('至少 5 个字');
    const ids = await Promise.all([1, 2, 3, 4].map(() => upload(asker)));
    const tooMany = await appCall(t, asker, 'POST', '/question', {
      content: '四张图片的问题',
      image_ids: ids,
    });
    expect(tooMany.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(tooMany.msg).toContain('最多上传 3 张图片');
    const foreign = await appCall(t, asker, 'POST', '/question', {
      content: '别人的图片可以吗',
      image_ids: [await upload(other)],
    });
    expect(foreign.code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  let questionId = 0;

  it('asks with images, lists and opens one; another user cannot see it', async () => {
    const images = [await upload(asker), await upload(asker)];
    const asked = await appCall<Question>(t, asker, 'POST', '/question', {
      content: '增强 CT 前需要停用二甲双胍吗？',
      image_ids: images,
    });
    expect(asked.code).toBe(1000);
    expect(asked.data).toMatchObject({ status: 'pending', answer: null });
    expect(asked.data.images.map((image) => image.id)).toEqual(images);
    questionId = asked.data.id;

    const list = await appCall<Page<Question>>(t, asker, 'GET', '/question/list?current=1&pageSize=10');
    expect(list.data.total).toBe(1);
    expect(list.data.data[0]?.id).toBe(questionId);
    const pending = await appCall<Page<Question>>(t, asker, 'GET', '/question/list?status=answered');
    expect(pending.data.total).toBe(0);
    expect((await appCall(t, asker, 'GET', '/question/list?status=nonsense')).code).toBe(
      ErrorCode.VALIDATION_FAILED,
    );

    expect((await appCall<Question>(t, asker, 'GET', `/question/${questionId}`)).data.id).toBe(questionId);
    expect((await appCall(t, other, 'GET', `/question/${questionId}`)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await appCall(t, other, 'GET', '/question/list')).data).toMatchObject({ total: 0 });
  });

  it('lets the operations team answer once with a message; a corrected answer sends none', async () => {
    expect((await adminCall(t, safety, 'GET', '/questions')).code).toBe(ErrorCode.FORBIDDEN);
    const inbox = await adminCall<Page<AdminQuestion>>(t, editor, 'GET', '/questions?status=pending');
    expect(inbox.data.data[0]).toMatchObject({ id: questionId, user: { name: '李医生' } });
    expect(inbox.data.data[0]?.images[0]?.url).toMatch(/^\/uploads\//);

    expect((await adminCall(t, editor, 'POST', `/questions/${questionId}/answer`, { answer: '' })).code).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
    const answered = await adminCall<AdminQuestion>(t, editor, 'POST', `/questions/${questionId}/answer`, {
      answer: '一般需停用 48 小时，请遵医嘱。',
    });
    expect(answered.data).toMatchObject({ status: 'answered', answered_by: expect.any(String) });
    await adminCall(t, editor, 'POST', `/questions/${questionId}/answer`, {
      answer: '更正：请咨询主治医生。',
    });

    const sent = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, asker.userId), eq(messages.category, 'question')));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.link).toBe(`/personal/question?id=${questionId}`);

    const mine = await appCall<Question>(t, asker, 'GET', `/question/${questionId}`);
    expect(mine.data).toMatchObject({ status: 'answered', answer: '更正：请咨询主治医生。' });
    expect((await adminCall(t, editor, 'POST', '/questions/999999/answer', { answer: '无' })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });
});
