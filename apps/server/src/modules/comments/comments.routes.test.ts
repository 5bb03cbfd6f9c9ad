import { type Comment, ErrorCode } from '@ia/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { type SignedIn, signIn } from '../../test/sign-in';
import { insertContent } from '../content/content.fixtures';
import { contents } from '../content/content.table';
import { contentReactions } from '../reactions/reactions.table';
import { SENSITIVE_WORD_MESSAGE } from './comments.service';
import { comments } from './comments.table';

type Headers = { authorization: string };

describe('comments, likes and favourites (mobile API)', () => {
  let t: TestApp;
  let zhang: SignedIn;
  let li: SignedIn;
  let wang: SignedIn;

  const get = (url: string, headers: Headers) =>
    t.app.inject({ method: 'GET', url: `/api/platform${url}`, headers });
  const post = (url: string, headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/platform${url}`, headers, payload });
  const counters = async (id: number) => {
    const [row] = await t.database.db
      .select({ zan: contents.zanCount, faver: contents.faverCount, comments: contents.commentCount })
      .from(contents)
      .where(eq(contents.id, id));
    return row;
  };
  const storedComments = async (contentId: number) =>
    (
      await t.database.db.select({ value: count() }).from(comments).where(eq(comments.contentId, contentId))
    )[0]?.value;
  const listComments = async (headers: Headers, contentId: number, extra = '') => {
    const response = await get(`/comments?content_id=${contentId}&type=1${extra}`, headers);
    expect(response.json()).toMatchObject({ code: 1000 });
    return response.json().data as { total: number; data: Comment[] };
  };
  const comment = (headers: Headers, contentId: number, text: string, parentId?: number) =>
    post('/comments', headers, { content_id: contentId, type: 1, content: text, parent_id: parentId });

  beforeAll(async () => {
    t = await buildTestApp();
  });
  // Fresh people for every test: posting is rate-limited per user.
  beforeEach(async () => {
    zhang = await signIn(t, 'certified', '张医生');
    li = await signIn(t, 'trial', '李医生');
    wang = await signIn(t, 'staff', null);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.services.comments.setModeration('immediate');
  });

  describe('likes and favourites', () => {
    it('likes once however often it is sent, and unliking what is not liked succeeds', async () => {
      const content = await insertContent(t.database.db);
      const first = await post('/content-zan-log', zhang.headers, { content_id: content.id, type: 1 });
      expect(first.json()).toMatchObject({ code: 1000, data: { result: 1, count: 1 } });
      const again = await post('/content-zan-log', zhang.headers, { content_id: content.id, type: 1 });
      expect(again.json().data).toEqual({ result: 1, count: 1 });
      expect((await counters(content.id))?.zan).toBe(1);
      expect((await get(`/content-zan-log-check/${content.id}/1`, zhang.headers)).json().data).toEqual({
        result: 1,
        count: 1,
      });
      expect((await get(`/content-zan-log-check/${content.id}/1`, li.headers)).json().data).toEqual({
        result: 0,
        count: 1,
      });

      const unlikeMissing = await post('/content-zan-log-delete', li.headers, {
        content_id: content.id,
        type: 1,
      });
      expect(unlikeMissing.json()).toMatchObject({ code: 1000, data: { result: 0, count: 1 } });
      const unlike = await post('/content-zan-log-delete', zhang.headers, {
        content_id: content.id,
        type: 1,
      });
      expect(unlike.json().data).toEqual({ result: 0, count: 0 });
      const unlikeAgain = await post('/content-zan-log-delete', zhang.headers, {
        content_id: content.id,
        type: 1,
      });
      expect(unlikeAgain.json().data).toEqual({ result: 0, count: 0 });
      expect((await counters(content.id))?.zan).toBe(0);
    });

    it('counts five parallel likes of one user once', async () => {
      const content = await insertContent(t.database.db);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          post('/content-zan-log', zhang.headers, { content_id: content.id, type: 1 }),
        ),
      );
      for (const answer of answers) expect(answer.json()).toMatchObject({ code: 1000, data: { result: 1 } });
      expect((await counters(content.id))?.zan).toBe(1);
      const rows = await t.database.db
        .select()
        .from(contentReactions)
        .where(eq(contentReactions.contentId, content.id));
      expect(rows).toHaveLength(1);
    });

    it('keeps favourites apart from likes, with their own count and check', async () => {
      const content = await insertContent(t.database.db, { listType: 2, title: '病例' });
      const faver = await post('/content/faver', li.headers, { content_id: content.id, type: 2 });
      expect(faver.json().data).toEqual({ result: 1, count: 1 });
      await post('/content/faver', li.headers, { content_id: content.id, type: 2 });
      await post('/content/faver', wang.headers, { content_id: content.id, type: 2 });
      expect(await counters(content.id)).toEqual({ zan: 0, faver: 2, comments: 0 });
      expect((await get(`/content/faver-check/${content.id}/2`, li.headers)).json().data).toEqual({
        result: 1,
        count: 2,
      });
      expect((await get(`/content-zan-log-check/${content.id}/2`, li.headers)).json().data).toEqual({
        result: 0,
        count: 0,
      });
      const removed = await post('/content/faver-delete', li.headers, { content_id: content.id, type: 2 });
      expect(removed.json().data).toEqual({ result: 0, count: 1 });
    });

    it('answers 40400 for a content of another type, an unknown one, a draft or types 4+', async () => {
      const course = await insertContent(t.database.db);
      const draft = await insertContent(t.database.db, { status: 0 });
      for (const payload of [
        { content_id: course.id, type: 2 },
        { content_id: 999_999, type: 1 },
        { content_id: draft.id, type: 1 },
        { content_id: course.id, type: 4 },
      ]) {
        const response = await post('/content-zan-log', zhang.headers, payload);
        expect(response.json()).toMatchObject({ code: ErrorCode.NOT_FOUND });
      }
      expect((await get(`/content/faver-check/${course.id}/6`, zhang.headers)).json()).toMatchObject({
        code: ErrorCode.NOT_FOUND,
      });
      expect((await counters(course.id))?.zan).toBe(0);
    });

    it('refuses an expired trial (40303) and HCP-only content to an uncertified member (40304)', async () => {
      const expired = await signIn(t, 'trial_expired');
      const open = await insertContent(t.database.db);
      const hcp = await insertContent(t.database.db, { hcpOnly: true });
      const refused = await post('/content-zan-log', expired.headers, { content_id: open.id, type: 1 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: ErrorCode.TRIAL_EXPIRED });
      expect((await get(`/comments?content_id=${open.id}&type=1`, expired.headers)).json()).toMatchObject({
        code: ErrorCode.TRIAL_EXPIRED,
      });

      for (const call of [
        () => post('/content-zan-log', li.headers, { content_id: hcp.id, type: 1 }),
        () => post('/content/faver', li.headers, { content_id: hcp.id, type: 1 }),
        () => comment(li.headers, hcp.id, '想看'),
        () => get(`/comments?content_id=${hcp.id}&type=1`, li.headers),
        () => get(`/content/faver-check/${hcp.id}/1`, li.headers),
      ]) {
        expect((await call()).json()).toMatchObject({ code: ErrorCode.NOT_CERTIFIED });
      }
      expect(await counters(hcp.id)).toEqual({ zan: 0, faver: 0, comments: 0 });
      expect(await storedComments(hcp.id)).toBe(0);
      // Certified members and staff may.
      expect(
        (await post('/content-zan-log', zhang.headers, { content_id: hcp.id, type: 1 })).json().data,
      ).toEqual({
        result: 1,
        count: 1,
      });
      expect(
        (await post('/content-zan-log', wang.headers, { content_id: hcp.id, type: 1 })).json().data,
      ).toEqual({
        result: 1,
        count: 2,
      });
    });

    it('refuses a visitor without a session', async () => {
      const content = await insertContent(t.database.db);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/platform/content-zan-log',
        payload: { content_id: content.id, type: 1 },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('comments', () => {
    it('threads one level deep: a reply to a reply joins the thread and names whom it answers', async () => {
      const content = await insertContent(t.database.db);
      const top = (await comment(zhang.headers, content.id, '讲得很清楚')).json();
      expect(top).toMatchObject({
        code: 1000,
        data: {
          parent_id: null,
          status: 'published',
          mine: true,
          author: { name: '张医生' },
          reply_count: 0,
        },
      });
      const topId = top.data.id as number;
      const reply = (await comment(li.headers, content.id, '同意', topId)).json().data;
      expect(reply).toMatchObject({ parent_id: topId, reply_to_name: null, author: { name: '李医生' } });
      const replyToReply = (await comment(zhang.headers, content.id, '谢谢', reply.id)).json().data;
      expect(replyToReply).toMatchObject({ parent_id: topId, reply_to_name: '李医生' });
      const second = (await comment(wang.headers, content.id, '第二条')).json().data;

      const list = await listComments(li.headers, content.id);
      expect(list.total).toBe(2);
      expect(list.data.map((row) => row.id)).toEqual([second.id, topId]);
      const thread = list.data[1];
      expect(thread).toMatchObject({ reply_count: 2, mine: false, author: { name: '张医生' } });
      expect(thread?.replies.map((row) => [row.content, row.reply_to_name, row.mine])).toEqual([
        ['同意', null, true],
        ['谢谢', '李医生', false],
      ]);
      // A user without a name shows as 医生 with a masked id; no contact or WeChat identity leaks.
      expect(list.data[0]?.author.name).toBe(`医生**${String(wang.userId % 100).padStart(2, '0')}`);
      const raw = JSON.stringify(list);
      expect(raw).not.toContain(wang.openid);
      expect(raw).not.toContain('mobile');

      const replies = await listComments(li.headers, content.id, `&parent_id=${topId}`);
      expect(replies).toMatchObject({ total: 2, data: [{ content: '同意' }, { content: '谢谢' }] });
      // Opening the thread from one of its replies lists the same thread.
      const viaReply = await listComments(li.headers, content.id, `&parent_id=${reply.id}`);
      expect(viaReply.data.map((row) => row.id)).toEqual(replies.data.map((row) => row.id));

      expect((await counters(content.id))?.comments).toBe(4);
    });

    it('previews the first three replies of each thread and pages the rest with parent_id', async () => {
      const content = await insertContent(t.database.db);
      const topId = (await comment(zhang.headers, content.id, '主楼')).json().data.id as number;
      for (const text of ['一', '二', '三', '四']) {
        await comment(text === '三' ? li.headers : wang.headers, content.id, text, topId);
      }
      const [thread] = (await listComments(zhang.headers, content.id)).data;
      expect(thread?.reply_count).toBe(4);
      expect(thread?.replies.map((row) => row.content)).toEqual(['一', '二', '三']);
      const page2 = await listComments(zhang.headers, content.id, `&parent_id=${topId}&current=2&pageSize=3`);
      expect(page2).toMatchObject({ total: 4, data: [{ content: '四' }] });
    });

    it('likes a comment once, and unlikes it', async () => {
      const content = await insertContent(t.database.db);
      const id = (await comment(zhang.headers, content.id, '好')).json().data.id as number;
      expect((await post('/comments-zan-log', li.headers, { comment_id: id })).json().data).toEqual({
        zanned: true,
        zan_count: 1,
      });
      await Promise.all([1, 2, 3].map(() => post('/comments-zan-log', li.headers, { comment_id: id })));
      expect((await post('/comments-zan-log', wang.headers, { comment_id: id })).json().data.zan_count).toBe(
        2,
      );
      const [listed] = (await listComments(li.headers, content.id)).data;
      expect(listed).toMatchObject({ zan_count: 2, zanned: true });
      expect((await post('/comments-zan-log-delete', li.headers, { comment_id: id })).json().data).toEqual({
        zanned: false,
        zan_count: 1,
      });
      expect((await post('/comments-zan-log-delete', li.headers, { comment_id: id })).json().data).toEqual({
        zanned: false,
        zan_count: 1,
      });
      expect((await post('/comments-zan-log', li.headers, { comment_id: 999_999 })).json()).toMatchObject({
        code: ErrorCode.NOT_FOUND,
      });
    });

    it('refuses a comment with a sensitive word, whatever its case, and stores nothing', async () => {
      const content = await insertContent(t.database.db);
      await t.services.comments.addSensitiveWords(['加微信', 'SPAM']);
      for (const text of ['加微信领资料', '这是 spam 吗', '这是 ＳＰＡＭ', '加 微 信']) {
        const response = await comment(zhang.headers, content.id, text);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: ErrorCode.VALIDATION_FAILED,
          msg: SENSITIVE_WORD_MESSAGE,
        });
      }
      expect(await storedComments(content.id)).toBe(0);
      expect((await counters(content.id))?.comments).toBe(0);
      expect((await comment(zhang.headers, content.id, '微信里也能看吗')).json()).toMatchObject({
        code: 1000,
      });
    });

    it('in review mode holds a comment as pending, shown only to its author until approved', async () => {
      const content = await insertContent(t.database.db);
      await t.services.comments.setModeration('review');
      const posted = (await comment(li.headers, content.id, '请问造影剂剂量？')).json();
      expect(posted).toMatchObject({ code: 1000, data: { status: 'pending', mine: true } });

      expect((await listComments(li.headers, content.id)).data).toMatchObject([
        { id: posted.data.id, status: 'pending', mine: true },
      ]);
      expect(await listComments(zhang.headers, content.id)).toEqual({ total: 0, data: [] });
      expect((await counters(content.id))?.comments).toBe(0);
      // Nobody can reply to or like a comment that is not published.
      expect((await comment(zhang.headers, content.id, '回复', posted.data.id)).json()).toMatchObject({
        code: ErrorCode.NOT_FOUND,
      });
      expect(
        (await post('/comments-zan-log', zhang.headers, { comment_id: posted.data.id })).json(),
      ).toMatchObject({
        code: ErrorCode.NOT_FOUND,
      });

      await t.services.comments.approve(posted.data.id, 1);
      expect((await listComments(zhang.headers, content.id)).data).toMatchObject([
        { id: posted.data.id, status: 'published', mine: false },
      ]);
      expect((await counters(content.id))?.comments).toBe(1);
    });

    it('refuses comments on a content with comments switched off (40300)', async () => {
      const content = await insertContent(t.database.db, { commentsEnabled: false });
      const response = await comment(zhang.headers, content.id, '你好');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: ErrorCode.FORBIDDEN, msg: '该内容暂未开放评论' });
      expect(await storedComments(content.id)).toBe(0);
    });

    it('validates the text and the parent', async () => {
      const content = await insertContent(t.database.db);
      const other = await insertContent(t.database.db);
      const blank = await comment(zhang.headers, content.id, '   ');
      expect(blank.json()).toMatchObject({ code: ErrorCode.VALIDATION_FAILED });
      expect(blank.json().msg).toContain('请输入评论内容');
      expect((await comment(zhang.headers, content.id, '长'.repeat(501))).json()).toMatchObject({
        code: ErrorCode.VALIDATION_FAILED,
      });
      const elsewhere = (await comment(zhang.headers, other.id, '别处')).json().data.id as number;
      expect((await comment(zhang.headers, content.id, '串楼', elsewhere)).json()).toMatchObject({
        code: ErrorCode.NOT_FOUND,
      });
      expect(
        (await get(`/comments?content_id=${content.id}&type=1&parent_id=${elsewhere}`, zhang.headers)).json(),
      ).toMatchObject({ code: ErrorCode.NOT_FOUND });
      expect(await storedComments(content.id)).toBe(0);
    });

    it('limits how fast one user posts', async () => {
      const content = await insertContent(t.database.db);
      const answers = [];
      for (let index = 0; index < 7; index += 1)
        answers.push(await comment(zhang.headers, content.id, `第${index}条`));
      expect(answers.slice(0, 6).every((answer) => answer.json().code === 1000)).toBe(true);
      expect(answers[6]?.statusCode).toBe(429);
      expect(answers[6]?.json()).toMatchObject({ code: ErrorCode.RATE_LIMITED });
      // Someone else is not held up by it.
      expect((await comment(li.headers, content.id, '我也说一句')).json()).toMatchObject({ code: 1000 });
    });
  });
});
