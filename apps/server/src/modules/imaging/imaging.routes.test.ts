import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AdminImagingCase, type AdminImagingSeries, ErrorCode, type ImagingCase } from '@ia/shared';
import { and, eq, sum } from 'drizzle-orm';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningProgress, learnLogs, pointsLedger } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/helper';
import { newOperatorCookie, type SignedIn, signIn } from '../../test/sign-in';
import { insertContent } from '../content/content.fixtures';
import { multipartPayload, SHELL_SCRIPT } from '../uploads/test-images';
import { imagingAnswers } from './imaging.table';

/** A 64×64 grey JPEG of `shade`, with EXIF naming a scanner and a patient-like comment. */
function scannerSlice(shade: number): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: shade, g: shade, b: shade } },
  })
    .jpeg()
    .withExif({ IFD0: { Make: 'ScannerMaker', Model: 'CT-9000', ImageDescription: 'PATIENT ZHANG SAN' } })
    .toBuffer();
}

const WINDOWS = [
  { key: 'lung', label: '肺窗', label_en: 'Lung' },
  { key: 'mediastinum', label: '纵隔窗', label_en: 'Mediastinal' },
];

describe('imaging cases (issue 14)', () => {
  let t: TestApp;
  let uploadDir: string;
  let editor: { cookie: string };
  let certified: SignedIn;
  let trial: SignedIn;
  let hcpCaseId = 0;
  let openCaseId = 0;
  let series: AdminImagingSeries;

  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin${url}`, headers: editor, ...(payload ? { payload } : {}) });
  const app = (method: 'GET' | 'POST', url: string, who: SignedIn, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/platform${url}`,
      headers: who.headers,
      ...(payload ? { payload } : {}),
    });
  const uploadSlices = async (
    seriesId: number,
    window: string,
    files: { name: string; bytes: Uint8Array }[],
  ) => {
    const body = await multipartPayload(
      files.map((file) => ({
        field: 'files',
        name: file.name,
        type: 'application/octet-stream',
        bytes: file.bytes,
      })),
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/imaging/series/${seriesId}/slices?window=${window}`,
      payload: body.payload,
      headers: { ...editor, ...body.headers },
    });
  };
  const createSeries = async (contentId: number) => {
    const response = await admin('POST', `/contents/${contentId}/imaging/series`, {
      title: '轴位',
      title_en: 'Axial',
      modality: 'CT',
      plane: 'axial',
      windows: WINDOWS,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as AdminImagingSeries;
  };

  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ia-imaging-'));
    t = await buildTestApp({ config: { UPLOAD_DIR: uploadDir } });
    editor = { cookie: await newOperatorCookie(t, 'imaging-editor', 'content_editor') };
    certified = await signIn(t, 'certified', '张医生');
    trial = await signIn(t, 'trial', '李医生');
    hcpCaseId = (
      await insertContent(t.database.db, { listType: 2, title: '病例：磨玻璃结节', hcpOnly: true })
    ).id;
    openCaseId = (await insertContent(t.database.db, { listType: 2, title: '病例：公开' })).id;
    series = await createSeries(hcpCaseId);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it('orders the slices of a zip and of loose images by the natural order of their names', async () => {
    const shades = [10, 20, 30, 40];
    const names = ['slice10.jpg', 'slice2.jpg', 'Slice1.jpg', 'slice3.jpg'];
    const jpegs = await Promise.all(shades.map(scannerSlice));
    const zip = zipSync(
      Object.fromEntries(names.map((name, index) => [`series/${name}`, jpegs[index] as Buffer])),
    );
    const lung = await uploadSlices(series.id, 'lung', [{ name: 'lung.zip', bytes: zip }]);
    expect(lung.statusCode).toBe(200);
    series = lung.json().data.series;
    expect(series.slices.map((slice) => slice.names[0])).toEqual([
      'Slice1.jpg',
      'slice2.jpg',
      'slice3.jpg',
      'slice10.jpg',
    ]);
    expect(series.complete).toBe(false);

    const loose = names.map((name, index) => ({ name, bytes: jpegs[index] as Buffer }));
    const mediastinum = await uploadSlices(series.id, 'mediastinum', loose);
    series = mediastinum.json().data.series;
    expect(series.complete).toBe(true);
    expect(series.slices.map((slice) => slice.names[1])).toEqual([
      'Slice1.jpg',
      'slice2.jpg',
      'slice3.jpg',
      'slice10.jpg',
    ]);
  });

  it('refuses a zip holding a non-image, naming the file, and stores nothing of it', async () => {
    const zip = zipSync({
      'a/slice01.jpg': await scannerSlice(50),
      'a/notes.sh': SHELL_SCRIPT,
    });
    const before = fs.readdirSync(uploadDir, { recursive: true }).length;
    const response = await uploadSlices(series.id, 'lung', [{ name: 'more.zip', bytes: zip }]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
      msg: '「notes.sh」不是 JPG、PNG、WEBP 或 GIF 图片，整批未上传',
    });
    expect(fs.readdirSync(uploadDir, { recursive: true }).length).toBe(before);

    const notZip = await uploadSlices(series.id, 'lung', [
      { name: 'readme.txt', bytes: Buffer.from('hello') },
    ]);
    expect(notZip.json().msg).toBe('「readme.txt」不是 JPG、PNG、WEBP 或 GIF 图片，整批未上传');
    const broken = await uploadSlices(series.id, 'lung', [
      { name: 'broken.zip', bytes: Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) },
    ]);
    expect(broken.json()).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      msg: '压缩包无法读取，请重新打包为 zip',
    });
    const lacking = await createSeries(openCaseId);
    await uploadSlices(lacking.id, 'lung', [{ name: 'a.jpg', bytes: await scannerSlice(1) }]);
    const mismatch = await uploadSlices(lacking.id, 'mediastinum', [
      { name: 'a.jpg', bytes: await scannerSlice(1) },
      { name: 'b.jpg', bytes: await scannerSlice(2) },
    ]);
    expect(mismatch.json().msg).toBe('该窗位须上传 1 张图片（与已有层数一致），收到 2 张');
    expect((await admin('GET', `/contents/${hcpCaseId}/imaging`)).json().data.series[0].slices).toHaveLength(
      4,
    );
    await admin('DELETE', `/imaging/series/${lacking.id}`);
  });

  it('stores slices without metadata; a wide one gets its phone-sized WebP at upload', async () => {
    const slice = series.slices[0];
    const full = slice?.images[0]?.full ?? '';
    const stored = fs.readFileSync(path.join(uploadDir, full.replace('/uploads/', '')));
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(stored.includes('ScannerMaker')).toBe(false);
    expect(stored.includes('PATIENT')).toBe(false);
    // 64 px wide: the slice is its own phone size.
    expect(slice?.images[0]?.phone).toBe(full);

    const wideSeries = await createSeries(openCaseId);
    const wide = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#333' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'ScannerMaker', ImageDescription: 'PATIENT LI SI' } })
      .toBuffer();
    const uploaded = await uploadSlices(wideSeries.id, 'lung', [{ name: 'wide.jpg', bytes: wide }]);
    const wideSlice = (uploaded.json().data.series as AdminImagingSeries).slices[0];
    expect(wideSlice?.images[0]?.phone).toMatch(/\?w=640$/);
    const key = (wideSlice?.images[0]?.full ?? '').replace('/uploads/', '').replace(/\.\w+$/, '');
    const variants = fs.readdirSync(path.join(uploadDir, 'variants'), { recursive: true }).map(String);
    expect(variants.some((name) => name.endsWith(`${path.basename(key)}.w640.webp`))).toBe(true);
    const phone = await t.app.inject({ url: wideSlice?.images[0]?.phone ?? '' });
    expect(phone.statusCode).toBe(200);
    expect(phone.headers['content-type']).toBe('image/webp');
    const phoneMetadata = await sharp(phone.rawPayload).metadata();
    expect(phoneMetadata).toMatchObject({ width: 640 });
    expect(phoneMetadata.exif).toBeUndefined();
    expect(phone.rawPayload.includes('PATIENT')).toBe(false);
    await admin('DELETE', `/imaging/series/${wideSeries.id}`);
  });

  it('reorders slices; a question stays on its slice', async () => {
    const ids = series.slices.map((slice) => slice.id);
    const swapped = [ids[1], ids[0], ...ids.slice(2)] as number[];
    const bad = await admin('PUT', `/imaging/series/${series.id}/order`, { slice_ids: [ids[0], ids[0]] });
    expect(bad.json()).toMatchObject({ code: ErrorCode.VALIDATION_FAILED });
    const response = await admin('PUT', `/imaging/series/${series.id}/order`, { slice_ids: swapped });
    series = response.json().data;
    expect(series.slices.map((slice) => slice.names[0])).toEqual([
      'slice2.jpg',
      'Slice1.jpg',
      'slice3.jpg',
      'slice10.jpg',
    ]);
    expect(series.slices.map((slice) => slice.position)).toEqual([1, 2, 3, 4]);

    const annotation = await admin('POST', `/imaging/slices/${ids[2]}/annotations`, {
      kind: 'circle',
      x: 0.4,
      y: 0.5,
      r: 0.1,
      label: '结节',
      label_en: 'Nodule',
    });
    expect(annotation.json().data).toMatchObject({ kind: 'circle', label: '结节' });
    const question = await admin('POST', `/contents/${hcpCaseId}/imaging/questions`, {
      series_id: series.id,
      slice_position: 3,
      prompt: '这个结节的最佳描述是？',
      prompt_en: 'How is this nodule best described?',
      kind: 'choice',
      choices: ['纯磨玻璃结节', '部分实性结节', '实性结节'],
      choices_en: ['Pure ground-glass', 'Part-solid', 'Solid'],
      correct_answer: '部分实性结节',
      correct_answer_en: 'Part-solid',
      teaching_points: '实性成分增加提示浸润。',
      teaching_points_en: 'A growing solid part suggests invasion.',
    });
    expect(question.statusCode).toBe(200);
    const notAChoice = await admin('POST', `/contents/${hcpCaseId}/imaging/questions`, {
      series_id: series.id,
      slice_position: 3,
      prompt: '?',
      prompt_en: '?',
      kind: 'choice',
      choices: ['A', 'B'],
      correct_answer: 'C',
      teaching_points: '.',
      teaching_points_en: '.',
    });
    expect(notAChoice.json()).toMatchObject({ code: ErrorCode.VALIDATION_FAILED });
  });

  it('shows series and questions to exactly the audience of their content (HCP-only stays HCP-only)', async () => {
    const seen = await app('GET', `/imaging/${hcpCaseId}`, certified);
    expect(seen.statusCode).toBe(200);
    const data = seen.json().data as ImagingCase;
    expect(data.series).toHaveLength(1);
    expect(data.series[0]?.windows.map((window) => window.label)).toEqual(['肺窗', '纵隔窗']);
    expect(data.series[0]?.slices[2]?.annotations).toHaveLength(1);
    expect(data.questions[0]).toMatchObject({
      slice_position: 3,
      choices_en: ['Pure ground-glass', 'Part-solid', 'Solid'],
      correct_answer: null,
      correct_answer_en: null,
      teaching_points: null,
      teaching_points_en: null,
      mine: null,
    });

    const refused = await app('GET', `/imaging/${hcpCaseId}`, trial);
    expect(refused.json()).toMatchObject({ code: ErrorCode.NOT_CERTIFIED, data: null });
    const questionId = data.questions[0]?.id ?? 0;
    const refusedAnswer = await app('POST', '/imaging/answer', trial, {
      question_id: questionId,
      reveal: true,
    });
    expect(refusedAnswer.json()).toMatchObject({ code: ErrorCode.NOT_CERTIFIED });
    const anonymous = await t.app.inject({ url: `/api/platform/imaging/${hcpCaseId}` });
    expect(anonymous.statusCode).toBe(401);
    expect((await app('GET', `/imaging/${openCaseId}`, trial)).json().data).toEqual({
      content_id: openCaseId,
      series: [],
      questions: [],
    });
    expect((await app('GET', '/imaging/999999', certified)).json()).toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
  });

  it('keeps the first answer: repeating or changing it changes nothing, and learning is credited once', async () => {
    const data = (await app('GET', `/imaging/${hcpCaseId}`, certified)).json().data as ImagingCase;
    const questionId = data.questions[0]?.id ?? 0;
    const notAChoice = await app('POST', '/imaging/answer', certified, {
      question_id: questionId,
      answer: '骨折',
    });
    expect(notAChoice.json()).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: '请选择一个选项' });
    const both = await app('POST', '/imaging/answer', certified, {
      question_id: questionId,
      answer: '实性结节',
      reveal: true,
    });
    expect(both.statusCode).toBe(400);

    const answers = await Promise.all([
      app('POST', '/imaging/answer', certified, { question_id: questionId, answer: '部分实性结节' }),
      app('POST', '/imaging/answer', certified, { question_id: questionId, answer: '部分实性结节' }),
    ]);
    const firsts = answers.map((response) => response.json().data);
    expect(firsts.map((first) => first.learned_seconds).sort()).toEqual([0, 60]);
    expect(firsts[0].question).toMatchObject({
      correct_answer: '部分实性结节',
      correct_answer_en: 'Part-solid',
      teaching_points: '实性成分增加提示浸润。',
      mine: { answer: '部分实性结节', correct: true },
    });
    const changed = await app('POST', '/imaging/answer', certified, {
      question_id: questionId,
      answer: '实性结节',
    });
    expect(changed.json().data).toMatchObject({
      learned_seconds: 0,
      question: { mine: { answer: '部分实性结节', correct: true } },
    });

    const rows = await t.database.db
      .select()
      .from(imagingAnswers)
      .where(eq(imagingAnswers.questionId, questionId));
    expect(rows).toHaveLength(1);
    const logs = await t.database.db
      .select()
      .from(learnLogs)
      .where(and(eq(learnLogs.userId, certified.userId), eq(learnLogs.contentId, hcpCaseId)));
    expect(logs.map((log) => [log.actionType, log.totalSeconds])).toEqual([['LEARN', 60]]);
    const [progress] = await t.database.db
      .select()
      .from(learningProgress)
      .where(and(eq(learningProgress.userId, certified.userId), eq(learningProgress.contentId, hcpCaseId)));
    expect(progress?.totalSeconds).toBe(60);

    // The minute is priced by the operators' LEARN rule (1 point a minute by default), once.
    await t.services.points.seedDefaultRules();
    await t.services.points.reconcile(certified.userId);
    await t.services.points.reconcile(certified.userId);
    const [learnPoints] = await t.database.db
      .select({ total: sum(pointsLedger.points) })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, certified.userId), eq(pointsLedger.action, 'LEARN')));
    expect(Number(learnPoints?.total ?? 0)).toBe(1);

    const reopened = (await app('GET', `/imaging/${hcpCaseId}`, certified)).json().data as ImagingCase;
    expect(reopened.questions[0]?.mine).toMatchObject({ answer: '部分实性结节', correct: true });

    const results = (await admin('GET', `/contents/${hcpCaseId}/imaging`)).json().data as AdminImagingCase;
    expect(results.questions[0]).toMatchObject({ answered: 1, right: 1, revealed: 0 });
    expect(results.results).toEqual({ members: 1, answered: 1, right: 1 });
  });

  it('refuses the console routes to operators who do not edit content, and bad input with an envelope', async () => {
    const reviewer = { cookie: await newOperatorCookie(t, 'imaging-reviewer', 'reviewer') };
    const refused = await t.app.inject({
      url: `/api/admin/contents/${hcpCaseId}/imaging`,
      headers: reviewer,
    });
    expect(refused.statusCode).toBe(403);
    const badWindow = await admin('POST', `/contents/${hcpCaseId}/imaging/series`, {
      title: 'x',
      title_en: 'x',
      modality: 'CT',
      plane: 'axial',
      windows: [WINDOWS[0], WINDOWS[0]],
    });
    expect(badWindow.json()).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      msg: '窗位标识不能重复（body.windows）',
    });
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/admin/imaging/series/${series.id}/slices?window=lung`,
      headers: { ...editor, 'content-type': 'application/json' },
      payload: {},
    });
    expect(empty.statusCode).toBeLessThan(500);
    expect(empty.json().code).not.toBe(1000);
  });
});
