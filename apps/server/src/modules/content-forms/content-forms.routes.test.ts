import { randomBytes } from 'node:crypto';
import { type AdminContentFormSave, type ContentForm, ErrorCode } from '@ia/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { type SignedIn, signIn } from '../../test/sign-in';
import { insertContent } from '../content/content.fixtures';
import { uploads } from '../uploads/uploads.table';
import { formSubmissions } from './content-forms.table';

type Headers = { authorization: string };

const FORM: AdminContentFormSave = {
  title: '学习反馈',
  description: '填写后可领取课件',
  questions: [
    { kind: 'input', label: '姓名', required: true },
    { kind: 'select', label: '科室', required: true, options: ['放射科', '超声科'] },
    { kind: 'textarea', label: '学习心得', public_answers: true },
    { kind: 'upload', label: '学习截图' },
  ],
};

describe('content forms (mobile API)', () => {
  let t: TestApp;
  let zhang: SignedIn;
  let li: SignedIn;
  let contentId = 0;
  let form: ContentForm;

  const get = (url: string, headers: Headers) =>
    t.app.inject({ method: 'GET', url: `/api/platform${url}`, headers });
  const post = (url: string, headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/platform${url}`, headers, payload });
  const questionId = (label: string) => {
    const found = form.questions.find((question) => question.label === label);
    if (!found) throw new Error(`no question ${label}`);
    return String(found.id);
  };
  const answers = (values: Record<string, string>) =>
    Object.fromEntries(Object.entries(values).map(([label, value]) => [questionId(label), value]));
  const submit = (headers: Headers, values: Record<string, string>, target = contentId) =>
    post('/content/form', headers, { form_id: form.id, content_id: target, answers: answers(values) });
  const publicUpload = async () => {
    const storageKey = `2026/06/${randomBytes(16).toString('hex')}.jpg`;
    await t.database.db.insert(uploads).values({
      storageKey,
      ownerUserId: zhang.userId,
      visibility: 'public',
      mime: 'image/jpeg',
      size: 100,
      sha256: randomBytes(32).toString('hex'),
    });
    return `/uploads/${storageKey}`;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    zhang = await signIn(t, 'certified', '张医生');
    li = await signIn(t, 'trial', '李医生');
    contentId = (await insertContent(t.database.db, { title: '带表单的课程' })).id;
    await t.services.contentFormsAdmin.saveForm(contentId, {
      ...FORM,
      description: FORM.description ?? null,
      enabled: true,
      questions: FORM.questions.map((question) => ({
        required: false,
        options: [],
        public_answers: false,
        ...question,
      })),
    });
    form = (await get(`/content/form/${contentId}/1`, zhang.headers)).json().data;
  });
  afterAll(() => t.close());

  it('shows the form with its questions in order, without answers before submitting', async () => {
    expect(form).toMatchObject({
      title: '学习反馈',
      description: '填写后可领取课件',
      answers: null,
      submitted_at: null,
    });
    expect(form.questions.map((question) => [question.kind, question.label, question.required])).toEqual([
      ['input', '姓名', true],
      ['select', '科室', true],
      ['textarea', '学习心得', false],
      ['upload', '学习截图', false],
    ]);
    expect(form.questions[1]?.options).toEqual(['放射科', '超声科']);
    expect((await get(`/content/claim/status?content_id=${contentId}`, zhang.headers)).json().data).toEqual({
      result: 0,
    });
  });

  it('answers 404 for a content without a form, and for a content of another type', async () => {
    const plain = await insertContent(t.database.db);
    expect((await get(`/content/form/${plain.id}/1`, zhang.headers)).json()).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      msg: '该内容没有表单',
    });
    expect((await get(`/content/form/${contentId}/2`, zhang.headers)).json()).toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
    expect((await get(`/content/claim/status?content_id=${plain.id}`, zhang.headers)).json().data).toEqual({
      result: 0,
    });
  });

  it('names the question of every refused answer, and stores nothing', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ 科室: '放射科' }, '请填写「姓名」'],
      [{ 姓名: '  ', 科室: '放射科' }, '请填写「姓名」'],
      [{ 姓名: '张三' }, '请选择「科室」'],
      [{ 姓名: '张三', 科室: '骨科' }, '「科室」的选项无效，请重新选择'],
      [{ 姓名: '张'.repeat(201), 科室: '放射科' }, '「姓名」不能超过 200 字'],
      [
        { 姓名: '张三', 科室: '放射科', 学习截图: 'https://evil.example/a.jpg' },
        '「学习截图」的图片无效，请重新上传',
      ],
      [
        { 姓名: '张三', 科室: '放射科', 学习截图: '/uploads/2026/06/0123456789abcdef0123456789abcdef.jpg' },
        '「学习截图」的图片无效，请重新上传',
      ],
      [
        { 姓名: '张三', 科室: '放射科', 学习截图: '/uploads/../../etc/passwd' },
        '「学习截图」的图片无效，请重新上传',
      ],
    ];
    for (const [values, message] of cases) {
      const response = await submit(zhang.headers, values);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: message });
    }
    const unknownQuestion = await post('/content/form', zhang.headers, {
      form_id: form.id,
      content_id: contentId,
      answers: { ...answers({ 姓名: '张三', 科室: '放射科' }), 999999: 'x' },
    });
    expect(unknownQuestion.json()).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      msg: '表单已更新，请刷新后重新填写',
    });
    const wrongContent = await submit(zhang.headers, { 姓名: '张三', 科室: '放射科' }, 999_999);
    expect(wrongContent.json()).toMatchObject({ code: ErrorCode.NOT_FOUND });
    const rows = await t.database.db.select({ value: count() }).from(formSubmissions);
    expect(rows[0]?.value).toBe(0);
  });

  it('stores a submission, reports the claim, and replaces the answers on a new submission', async () => {
    const screenshot = await publicUpload();
    const first = await submit(zhang.headers, {
      姓名: ' 张三 ',
      科室: '放射科',
      学习心得: '收获很多',
      学习截图: screenshot,
    });
    expect(first.json()).toMatchObject({ code: 1000 });
    expect(first.json().data.answers).toEqual(
      answers({ 姓名: '张三', 科室: '放射科', 学习心得: '收获很多', 学习截图: screenshot }),
    );
    expect(first.json().data.submitted_at).not.toBeNull();
    expect((await get(`/content/claim/status?content_id=${contentId}`, zhang.headers)).json().data).toEqual({
      result: 1,
    });

    const again = await submit(zhang.headers, { 姓名: '张三', 科室: '超声科' });
    expect(again.json().data.answers).toEqual(answers({ 姓名: '张三', 科室: '超声科' }));
    expect((await get(`/content/form/${contentId}/1`, zhang.headers)).json().data.answers).toEqual(
      answers({ 姓名: '张三', 科室: '超声科' }),
    );
    const rows = await t.database.db
      .select({ value: count() })
      .from(formSubmissions)
      .where(eq(formSubmissions.userId, zhang.userId));
    expect(rows[0]?.value).toBe(1);
  });

  it('lists others’ answers to a public question and lets them be liked once', async () => {
    await submit(zhang.headers, { 姓名: '张三', 科室: '放射科', 学习心得: '张的心得' });
    await submit(li.headers, { 姓名: '李四', 科室: '超声科', 学习心得: '李的心得' });
    const url = `/form/form-question-answer-comment?question_id=${questionId('学习心得')}`;
    const seenByZhang = (await get(url, zhang.headers)).json().data;
    expect(seenByZhang).toMatchObject({
      total: 1,
      data: [{ value: '李的心得', author: { name: '李医生' }, zan_count: 0, zanned: false }],
    });
    const answerId = seenByZhang.data[0].id as number;

    const like = () => post('/form/form-question-answer-zan-log', zhang.headers, { answer_id: answerId });
    expect((await like()).json().data).toEqual({ zanned: true, zan_count: 1 });
    await Promise.all([like(), like(), like()]);
    expect((await get(url, zhang.headers)).json().data.data[0]).toMatchObject({ zan_count: 1, zanned: true });
    const cancel = () =>
      post('/form/form-question-answer-zan-log', zhang.headers, { answer_id: answerId, cancel: 1 });
    expect((await cancel()).json().data).toEqual({ zanned: false, zan_count: 0 });
    expect((await cancel()).json().data).toEqual({ zanned: false, zan_count: 0 });

    // Answers to a question that is not public are nobody else's business.
    expect(
      (
        await get(`/form/form-question-answer-comment?question_id=${questionId('姓名')}`, zhang.headers)
      ).json(),
    ).toMatchObject({ code: ErrorCode.NOT_FOUND });
    const nameAnswers = await post('/form/form-question-answer-zan-log', li.headers, { answer_id: 999_999 });
    expect(nameAnswers.json()).toMatchObject({ code: ErrorCode.NOT_FOUND });
  });

  it('refuses an expired trial (40303) and an HCP-only content’s form to an uncertified member (40304)', async () => {
    const expired = await signIn(t, 'trial_expired');
    expect((await get(`/content/form/${contentId}/1`, expired.headers)).json()).toMatchObject({
      code: ErrorCode.TRIAL_EXPIRED,
    });
    const hcp = await insertContent(t.database.db, { hcpOnly: true });
    await t.services.contentFormsAdmin.saveForm(hcp.id, {
      title: '仅认证',
      description: null,
      enabled: true,
      questions: [{ kind: 'input', label: '意见', required: true, options: [], public_answers: true }],
    });
    expect((await get(`/content/form/${hcp.id}/1`, li.headers)).json()).toMatchObject({
      code: ErrorCode.NOT_CERTIFIED,
    });
    const hcpForm = (await get(`/content/form/${hcp.id}/1`, zhang.headers)).json().data as ContentForm;
    const questionOfHcp = hcpForm.questions[0]?.id;
    const refused = await post('/content/form', li.headers, {
      form_id: hcpForm.id,
      content_id: hcp.id,
      answers: { [String(questionOfHcp)]: '好' },
    });
    expect(refused.json()).toMatchObject({ code: ErrorCode.NOT_CERTIFIED });
    expect(
      (await get(`/form/form-question-answer-comment?question_id=${questionOfHcp}`, li.headers)).json(),
    ).toMatchObject({ code: ErrorCode.NOT_CERTIFIED });
  });

  it('hides a disabled form', async () => {
    const other = await insertContent(t.database.db);
    await t.services.contentFormsAdmin.saveForm(other.id, {
      title: '已关闭',
      description: null,
      enabled: false,
      questions: [{ kind: 'input', label: '意见', required: false, options: [], public_answers: false }],
    });
    expect((await get(`/content/form/${other.id}/1`, zhang.headers)).json()).toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
  });
});
