import fastifyMultipart from '@fastify/multipart';
import {
  adminImagingAnnotationSaveSchema,
  adminImagingCaseSchema,
  adminImagingOrderSchema,
  adminImagingQuestionSaveSchema,
  adminImagingSeriesSaveSchema,
  adminImagingSeriesSchema,
  adminImagingUploadResultSchema,
  IMAGING_MAX_SLICES,
  IMAGING_ZIP_MAX_BYTES,
  imagingAnnotationSchema,
  replaceUnstorableCharacters,
} from '@ia/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, appError } from '../../lib/app-error';
import { CONTENT_EDITORS, deletedSchema, idParamsSchema } from '../../lib/console';
import { ok, okResponse } from '../../lib/envelope';
import { guardMultipart } from '../uploads';
import type { ImagingAdminService, IncomingFile } from './imaging-admin.service';

interface ImagingAdminRoutesOptions {
  imagingAdmin: ImagingAdminService;
}

const ZIP_TOO_LARGE = `单个文件不能超过 ${IMAGING_ZIP_MAX_BYTES / (1024 * 1024)}MB`;
const questionParamsSchema = z.object({
  id: z.coerce.number().int().positive('编号无效'),
  questionId: z.coerce.number().int().positive('编号无效'),
});
const uploadQuerySchema = z.object({
  window: z.string().regex(/^[a-z][a-z0-9-]{0,23}$/, '请指定窗位'),
});

/** Every file of a multipart upload (field `files` or `file`, any number), buffered: each is sniffed before any is stored. */
async function readFiles(request: FastifyRequest): Promise<IncomingFile[]> {
  const files: IncomingFile[] = [];
  await guardMultipart(async () => {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'files' && part.fieldname !== 'file') {
        part.file.resume();
        throw new AppError('VALIDATION_FAILED', '请使用 files 字段上传图片');
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', ZIP_TOO_LARGE);
      files.push({ name: replaceUnstorableCharacters(part.filename, '') || 'image', bytes });
    }
  }, ZIP_TOO_LARGE);
  if (files.length === 0) throw appError('IMAGING_UPLOAD_EMPTY');
  return files;
}

/** The console's imaging cases under /api/admin: series, slice uploads, order, annotations, questions, results. */
export const imagingAdminRoutes: FastifyPluginAsyncZod<ImagingAdminRoutesOptions> = async (
  app,
  { imagingAdmin },
) => {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: IMAGING_ZIP_MAX_BYTES,
      files: IMAGING_MAX_SLICES,
      fields: 5,
      fieldSize: 1024,
      parts: IMAGING_MAX_SLICES + 5,
      headerPairs: 50,
    },
  });

  app.get(
    '/contents/:id/imaging',
    {
      schema: {
        tags: ['admin'],
        summary: '内容的影像序列、题目与作答统计',
        params: idParamsSchema,
        response: okResponse(adminImagingCaseSchema),
      },
      config: { operator: CONTENT_EDITORS },
    },
    async (request) => ok(await imagingAdmin.caseOf(request.params.id)),
  );

  app.post(
    '/contents/:id/imaging/series',
    {
      schema: {
        tags: ['admin'],
        summary: '新建影像序列（名称、检查方式、层面、窗位）',
        params: idParamsSchema,
        body: adminImagingSeriesSaveSchema,
        response: okResponse(adminImagingSeriesSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'imaging.series.create' },
    },
    async (request) => ok(await imagingAdmin.createSeries(request.params.id, request.body)),
  );

  app.put(
    '/imaging/series/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '修改影像序列',
        params: idParamsSchema,
        body: adminImagingSeriesSaveSchema,
        response: okResponse(adminImagingSeriesSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'imaging.series.update' },
    },
    async (request) => ok(await imagingAdmin.updateSeries(request.params.id, request.body)),
  );

  app.delete(
    '/imaging/series/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '删除影像序列（连同层面、标注、题目与作答）',
        params: idParamsSchema,
        response: okResponse(deletedSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'imaging.series.delete' },
    },
    async (request) => ok(await imagingAdmin.deleteSeries(request.params.id)),
  );

  app.post(
    '/imaging/series/:id/slices',
    {
      schema: {
        tags: ['admin'],
        summary:
          '上传一个窗位的层面图片（multipart：files，多张图片或 zip；按文件名自然排序；逐个按内容识别，非图片整批拒绝并指出文件名）',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        querystring: uploadQuerySchema,
        response: okResponse(adminImagingUploadResultSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'imaging.slices.upload' },
    },
    async (request) => {
      const operator = request.operator;
      if (!operator) throw new AppError('UNAUTHENTICATED');
      const files = await readFiles(request);
      return ok(await imagingAdmin.upload(request.params.id, request.query.window, operator.id, files));
    },
  );

  app.put(
    '/imaging/series/:id/order',
    {
      schema: {
        tags: ['admin'],
        summary: '调整层面顺序（该序列的全部层面 ID，按新顺序）',
        params: idParamsSchema,
        body: adminImagingOrderSchema,
        response: okResponse(adminImagingSeriesSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'imaging.slices.order' },
    },
    async (request) => ok(await imagingAdmin.reorder(request.params.id, request.body.slice_ids)),
  );

  app.post(
    '/imaging/slices/:id/annotations',
    {
      schema: {
        tags: ['admin'],
        summary: '在层面上添加标注（箭头或圆圈，坐标为图像宽高的比例）',
        params: idParamsSchema,
        body: adminImagingAnnotationSaveSchema,
        response: okResponse(imagingAnnotationSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'imaging.annotation.create' },
    },
    async (request) => ok(await imagingAdmin.addAnnotation(request.params.id, request.body)),
  );

  app.delete(
    '/imaging/annotations/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '删除标注',
        params: idParamsSchema,
        response: okResponse(deletedSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'imaging.annotation.delete' },
    },
    async (request) => ok(await imagingAdmin.deleteAnnotation(request.params.id)),
  );

  app.post(
    '/contents/:id/imaging/questions',
    {
      schema: {
        tags: ['admin'],
        summary: '添加题目（某序列的某一层；选择题或填空）',
        params: idParamsSchema,
        body: adminImagingQuestionSaveSchema,
        response: okResponse(adminImagingCaseSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'imaging.question.create' },
    },
    async (request) => ok(await imagingAdmin.saveQuestion(request.params.id, null, request.body)),
  );

  app.put(
    '/contents/:id/imaging/questions/:questionId',
    {
      schema: {
        tags: ['admin'],
        summary: '修改题目',
        params: questionParamsSchema,
        body: adminImagingQuestionSaveSchema,
        response: okResponse(adminImagingCaseSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'imaging.question.update' },
    },
    async (request) =>
      ok(await imagingAdmin.saveQuestion(request.params.id, request.params.questionId, request.body)),
  );

  app.delete(
    '/contents/:id/imaging/questions/:questionId',
    {
      schema: {
        tags: ['admin'],
        summary: '删除题目（连同作答）',
        params: questionParamsSchema,
        response: okResponse(adminImagingCaseSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'imaging.question.delete' },
    },
    async (request) => ok(await imagingAdmin.deleteQuestion(request.params.id, request.params.questionId)),
  );
};
