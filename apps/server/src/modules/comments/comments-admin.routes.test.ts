import { type AdminComment, type AdminContentForm, ErrorCode } from '@ia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { type DemoOperator, operatorCookies, type SignedIn, signIn } from '../../test/sign-in';
import { auditLog } from '../admin-auth/admin-auth.table';
import { insertContent } from '../content/content.fixtures';
import { contents } from '../content/content.table';
import { comments as commentsTable } from './comments.table';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('comment moderation and content forms (console API)', () => {
  let t: TestApp;
  let console: Record<DemoOperator, { cookie: string }>;
  let zhang: SignedIn;
  let li: SignedIn;

  const asOperator = (who: DemoOperator, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin${url}`, headers: console[who], ...(payload ? { payload } : {}) });
  const post = (url: string, headers: { authorization: string }, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/platform${url}`, headers, payload });
  const comment = async (who: SignedIn, contentId: number, text: string, parentId?: number) => {
    const response = await post('/comments', who.headers, {
      content_id: contentId,
      type: 1,
      content: text,
      parent_id: parentId,
    });
    expect(response.json()).toMatchObject({ code: 1000 });
    return response.json().data.id as number;
  };
  const commentCount = async (contentId: number) =>
    (
      await t.database.db
        .select({ value: contents.commentCount })
        .from(contents)
        .where(eq(contents.id, contentId))
    )[0]?.value;
  /** Audit rows of `action`, leaving out the refused attempts of the role test. */
  const audits = async (action: string) =>
    (await t.database.db.select().from(auditLog).where(eq(auditLog.action, action))).filter(
      (row) => row.statusCode !== 403,
    );
  const page = async (query: string) => {
    const response = await asOperator('editor', 'GET', `/comments${query}`);
    expect(response.json()).toMatchObject({ code: 1000 });
    return response.json().data as { total: number; data: AdminComment[] };
  };

  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: true });
    console = await operatorCookies(t);
    zhang = await signIn(t, 'certified', '张医生');
    li = await signIn(t, 'trial', '李医生');
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.services.comments.setModeration('immediate');
  });

  it('is for administrators and content editors only', async () => {
    for (const [method, url, payload] of [
      ['GET', '/comments', undefined],
      ['POST', '/comments/1/approve', undefined],
      ['DELETE', '/comments/1', undefined],
      ['GET', '/comment-moderation', undefined],
      ['PUT', '/comment-moderation', { moderation: 'review' }],
      ['GET', '/sensitive-words', undefined],
      ['POST', '/sensitive-words', { words: ['广告'] }],
      ['GET', '/content-forms', undefined],
      ['GET', '/contents/1/form', undefined],
      ['GET', '/contents/1/form/submissions.csv', undefined],
    ] as const) {
      const refused = await asOperator('reviewer', method, url, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toMatchObject({ code: ErrorCode.FORBIDDEN });
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/comments' });
    expect(anonymous.statusCode).toBe(401);
    expect((await asOperator('admin', 'GET', '/comment-moderation')).json().data).toEqual({
      moderation: 'immediate',
    });
    expect(await t.services.comments.moderation()).toBe('immediate');
  });

  it('works the review queue: approve publishes and counts, reject hides, a second decision is a conflict', async () => {
    const content = await insertContent(t.database.db, { title: 'CT 增强扫描规范' });
    const set = await asOperator('editor', 'PUT', '/comment-moderation', { moderation: 'review' });
    expect(set.json()).toMatchObject({ code: 1000, data: { moderation: 'review' } });
    const first = await comment(li, content.id, '第一条待审');
    const second = await comment(zhang, content.id, '第二条待审');

    const queue = await page(`?status=pending&content_id=${content.id}`);
    expect(queue.data.map((row) => row.id)).toEqual([first, second]);
    expect(queue.data[0]).toMatchObject({
      content_title: 'CT 增强扫描规范',
      author: { id: li.userId, name: '李医生' },
      status: 'pending',
      reviewed_by: null,
    });

    expect((await asOperator('editor', 'POST', `/comments/${first}/approve`)).json()).toMatchObject({
      code: 1000,
    });
    expect((await asOperator('admin', 'POST', `/comments/${second}/reject`)).json()).toMatchObject({
      code: 1000,
    });
    expect(await commentCount(content.id)).toBe(1);
    expect((await asOperator('admin', 'POST', `/comments/${first}/reject`)).json()).toMatchObject({
      code: ErrorCode.CONFLICT,
    });
    expect((await asOperator('admin', 'POST', '/comments/999999/approve')).json()).toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
    const published = await page(`?status=published&content_id=${content.id}`);
    expect(published.data).toMatchObject([{ id: first, reviewed_by: '内容编辑' }]);
    expect((await page(`?status=rejected&content_id=${content.id}`)).data.map((row) => row.id)).toEqual([
      second,
    ]);

    const [audit] = await audits('comment.approve');
    expect(audit).toMatchObject({ method: 'POST', target: String(first), statusCode: 200 });
    expect(await audits('comment.moderation')).toHaveLength(1);
    await asOperator('editor', 'PUT', '/comment-moderation', { moderation: 'immediate' });
    expect(
      (await asOperator('editor', 'PUT', '/comment-moderation', { moderation: 'later' })).json(),
    ).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
    });
  });

  it('finds comments by keyword (text or author) and deletes a thread with its replies', async () => {
    const content = await insertContent(t.database.db);
    const top = await comment(zhang, content.id, '关于对比剂肾病的讨论');
    await comment(li, content.id, '补充一点', top);
    const other = await comment(li, content.id, '另一条');
    expect(await commentCount(content.id)).toBe(3);

    expect((await page(`?content_id=${content.id}&keyword=对比剂`)).data.map((row) => row.id)).toEqual([top]);
    expect((await page(`?content_id=${content.id}&keyword=李医生`)).total).toBe(2);
    expect((await page(`?content_id=${content.id}&keyword=%25`)).total).toBe(0);

    const removed = await asOperator('editor', 'DELETE', `/comments/${top}`);
    expect(removed.json()).toMatchObject({ code: 1000 });
    expect(await commentCount(content.id)).toBe(1);
    expect((await page(`?content_id=${content.id}`)).data.map((row) => row.id)).toEqual([other]);
    expect((await asOperator('editor', 'DELETE', `/comments/${top}`)).json()).toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
    const stored = await t.database.db
      .select()
      .from(commentsTable)
      .where(eq(commentsTable.contentId, content.id));
    expect(stored.filter((row) => row.deletedAt !== null)).toHaveLength(2);
    // The app no longer shows them.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/platform/comments?content_id=${content.id}&type=1`,
      headers: zhang.headers,
    });
    expect(list.json().data).toMatchObject({ total: 1, data: [{ id: other }] });
    expect(await audits('comment.delete')).toHaveLength(2);
  });

  it('deleting a reply takes it off its thread’s reply count', async () => {
    const content = await insertContent(t.database.db);
    const top = await comment(zhang, content.id, '主楼');
    const reply = await comment(li, content.id, '回复', top);
    await asOperator('admin', 'DELETE', `/comments/${reply}`);
    const [row] = await t.database.db.select().from(commentsTable).where(eq(commentsTable.id, top));
    expect(row?.replyCount).toBe(0);
    expect(await commentCount(content.id)).toBe(1);
  });

  it('edits the sensitive-word list, which takes effect at once', async () => {
    const content = await insertContent(t.database.db);
    const added = await asOperator('editor', 'POST', '/sensitive-words', {
      words: ['代开发票', ' 刷单 ', '代开发票'],
    });
    expect(added.json()).toMatchObject({ code: 1000, data: { added: 2, skipped: 1 } });
    const again = await asOperator('editor', 'POST', '/sensitive-words', { words: ['刷单'] });
    expect(again.json().data).toEqual({ added: 0, skipped: 1 });
    expect((await asOperator('editor', 'POST', '/sensitive-words', { words: [''] })).json()).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
    });

    const refused = await post('/comments', zhang.headers, {
      content_id: content.id,
      type: 1,
      content: '可以刷单吗',
    });
    expect(refused.json()).toMatchObject({ code: ErrorCode.VALIDATION_FAILED });

    const list = (await asOperator('editor', 'GET', '/sensitive-words')).json().data as {
      id: number;
      word: string;
    }[];
    expect(list.map((row) => row.word).sort()).toEqual(['代开发票', '刷单']);
    const word = list.find((row) => row.word === '刷单');
    expect((await asOperator('editor', 'DELETE', `/sensitive-words/${word?.id}`)).json()).toMatchObject({
      code: 1000,
    });
    expect((await asOperator('editor', 'DELETE', `/sensitive-words/${word?.id}`)).json()).toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
    const allowed = await post('/comments', zhang.headers, {
      content_id: content.id,
      type: 1,
      content: '可以刷单吗',
    });
    expect(allowed.json()).toMatchObject({ code: 1000 });
    expect(await audits('sensitive-word.add')).toHaveLength(3);
    expect((await audits('sensitive-word.delete'))[0]).toMatchObject({ target: String(word?.id) });
  });

  describe('content forms', () => {
    const save = (contentId: number, payload: object) =>
      asOperator('editor', 'PUT', `/contents/${contentId}/form`, payload);

    it('creates a form, then keeps the ids (and answers) of questions whose kind is unchanged', async () => {
      const content = await insertContent(t.database.db, { title: '带表单' });
      expect((await asOperator('editor', 'GET', `/contents/${content.id}/form`)).json().data).toEqual({
        content: { id: content.id, title: '带表单', type: 1 },
        form: null,
      });
      const created = await save(content.id, {
        title: '报名',
        questions: [
          { kind: 'input', label: '姓名', required: true },
          { kind: 'select', label: '科室', options: ['放射科', '超声科'] },
          { kind: 'textarea', label: '建议' },
        ],
      });
      expect(created.json()).toMatchObject({ code: 1000 });
      const form = (created.json().data as AdminContentForm).form;
      if (!form) throw new Error('no form');
      const [name, department, advice] = form.questions;
      expect(form).toMatchObject({ title: '报名', enabled: true, submission_count: 0 });

      await post('/content/form', zhang.headers, {
        form_id: form.id,
        content_id: content.id,
        answers: {
          [String(name?.id)]: '张三',
          [String(department?.id)]: '放射科',
          [String(advice?.id)]: '很好',
        },
      });

      const edited = await save(content.id, {
        title: '报名表',
        description: '请如实填写',
        questions: [
          {
            id: department?.id,
            kind: 'select',
            label: '所在科室',
            options: ['放射科', '超声科', '核医学科'],
          },
          { id: name?.id, kind: 'input', label: '姓名', required: true },
          { id: advice?.id, kind: 'upload', label: '附件' },
          { kind: 'input', label: '电话' },
        ],
      });
      const after = (edited.json().data as AdminContentForm).form;
      expect(
        after?.questions.map((question) => [question.label, question.sort, question.answer_count]),
      ).toEqual([
        ['所在科室', 0, 1],
        ['姓名', 1, 1],
        ['附件', 2, 0],
        ['电话', 3, 0],
      ]);
      expect(after?.questions[0]?.id).toBe(department?.id);
      expect(after?.questions[1]?.id).toBe(name?.id);
      // Changing the kind makes it a new question: the old answers do not fit it.
      expect(after?.questions[2]?.id).not.toBe(advice?.id);
      expect(after).toMatchObject({ title: '报名表', description: '请如实填写', submission_count: 1 });

      const mine = await t.app.inject({
        method: 'GET',
        url: `/api/platform/content/form/${content.id}/1`,
        headers: zhang.headers,
      });
      expect(mine.json().data.answers).toEqual({
        [String(name?.id)]: '张三',
        [String(department?.id)]: '放射科',
      });
      expect(await audits('content-form.save')).toHaveLength(2);

      // type=1: contents' forms only (the demo seed's campaign has a sign-up form named 报名信息).
      const listed = (await asOperator('editor', 'GET', '/content-forms?keyword=报名&type=1')).json().data;
      expect(listed).toMatchObject({
        total: 1,
        data: [
          { content_id: content.id, title: '报名表', question_count: 4, submission_count: 1, enabled: true },
        ],
      });
    });

    it('refuses a form that does not make sense', async () => {
      const content = await insertContent(t.database.db);
      for (const [payload, message] of [
        [{ title: '', questions: [{ kind: 'input', label: '问' }] }, '请填写表单标题'],
        [{ title: '表', questions: [] }, '表单至少需要 1 个问题'],
        [
          { title: '表', questions: [{ kind: 'select', label: '选', options: ['唯一'] }] },
          '单选题至少需要 2 个选项',
        ],
        [
          { title: '表', questions: [{ kind: 'select', label: '选', options: ['甲', '甲'] }] },
          '选项不能重复',
        ],
        [{ title: '表', questions: [{ kind: 'radio', label: '选' }] }, ''],
      ] as const) {
        const response = await save(content.id, payload);
        expect(response.json()).toMatchObject({ code: ErrorCode.VALIDATION_FAILED });
        expect(response.json().msg).toContain(message);
      }
      expect(
        (await save(999_999, { title: '表', questions: [{ kind: 'input', label: '问' }] })).json(),
      ).toMatchObject({
        code: ErrorCode.NOT_FOUND,
      });
    });

    it('pages the submissions and exports them as CSV that spreadsheets cannot run', async () => {
      const content = await insertContent(t.database.db, { title: '导出' });
      const saved = await save(content.id, {
        title: '反馈',
        questions: [
          { kind: 'input', label: '姓名', required: true },
          { kind: 'textarea', label: '意见, "建议"' },
        ],
      });
      const form = (saved.json().data as AdminContentForm).form;
      const [name, advice] = form?.questions ?? [];
      const send = (who: SignedIn, values: [string, string]) =>
        post('/content/form', who.headers, {
          form_id: form?.id,
          content_id: content.id,
          answers: { [String(name?.id)]: values[0], [String(advice?.id)]: values[1] },
        });
      await send(zhang, ['=HYPERLINK("http://evil")', '第一行\n第二行']);
      await send(li, ['李四', '+1 -1 @ok']);

      const submissions = (
        await asOperator('editor', 'GET', `/contents/${content.id}/form/submissions?pageSize=1`)
      ).json().data;
      expect(submissions.total).toBe(2);
      expect(submissions.data).toHaveLength(1);
      expect(submissions.data[0]).toMatchObject({
        user: { id: expect.any(Number) },
        answers: expect.any(Object),
      });

      const csv = await asOperator('editor', 'GET', `/contents/${content.id}/form/submissions.csv`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.headers['content-disposition']).toContain('attachment');
      const body = csv.body;
      expect(body.startsWith('\ufeff提交编号,用户ID,用户姓名,医院,提交时间,姓名,"意见, ""建议"""')).toBe(
        true,
      );
      expect(body).toContain(`"'=HYPERLINK(""http://evil"")"`);
      expect(body).toContain('"第一行\n第二行"');
      expect(body).toContain("'+1 -1 @ok");
      expect(body).toContain('李医生');
      expect(body).not.toContain(',=HYPERLINK');

      const none = await insertContent(t.database.db);
      expect(
        (await asOperator('editor', 'GET', `/contents/${none.id}/form/submissions.csv`)).json(),
      ).toMatchObject({
        code: ErrorCode.NOT_FOUND,
      });
      expect(
        (await asOperator('editor', 'GET', `/contents/${none.id}/form/submissions`)).json().data,
      ).toEqual({
        total: 0,
        data: [],
      });
    });
  });
});
