import {
  imagingAnswerResultSchema,
  imagingAnswerSchema,
  imagingCaseSchema,
  imagingContentParamsSchema,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../lib/envelope';
import { requireViewer } from '../../plugins/auth';
import type { ImagingService } from './imaging.service';

interface ImagingRoutesOptions {
  imaging: ImagingService;
}

/** The app's imaging cases: a content's series and questions, and answering a question. */
export const imagingRoutes: FastifyPluginAsyncZod<ImagingRoutesOptions> = async (app, { imaging }) => {
  app.get(
    '/imaging/:content_id',
    {
      schema: {
        tags: ['learning'],
        summary: '内容的影像序列与题目（答案与解析在作答或查看解析后才给出）',
        params: imagingContentParamsSchema,
        response: okResponse(imagingCaseSchema),
      },
      config: { access: 'learning' },
    },
    async (request) => ok(await imaging.caseFor(requireViewer(request).user, request.params.content_id)),
  );

  app.post(
    '/imaging/answer',
    {
      schema: {
        tags: ['learning'],
        summary: '作答（answer）或查看解析（reveal: true）；每题只记第一次，计入学习时长',
        body: imagingAnswerSchema,
        response: okResponse(imagingAnswerResultSchema),
      },
      config: { access: 'learning' },
    },
    async (request) => ok(await imaging.answer(requireViewer(request).user, request.body)),
  );
};
