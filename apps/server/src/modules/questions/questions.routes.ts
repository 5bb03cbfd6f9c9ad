import {
  adminQuestionAnswerSchema,
  adminQuestionQuerySchema,
  adminQuestionSchema,
  type OperatorRoleValue,
  pageSchema,
  questionAskSchema,
  questionIdParamsSchema,
  questionListQuerySchema,
  questionSchema,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../lib/envelope';
import { operatorIdOf } from '../../lib/operator';
import { requireViewer } from '../../plugins/auth';
import type { QuestionsService } from './questions.service';

/** /personal/question: the viewer's questions and asking a new one (a consented user, like the page). */
export const questionsRoutes: FastifyPluginAsyncZod<{ questions: QuestionsService }> = async (
  app,
  { questions },
) => {
  app.get(
    '/question/list',
    {
      schema: {
        tags: ['questions'],
        summary: '我的提问（最新在前；status 筛选）',
        querystring: questionListQuerySchema,
        response: okResponse(pageSchema(questionSchema)),
      },
      config: { access: 'consented' },
    },
    async (request) => ok(await questions.list(requireViewer(request).user.id, request.query)),
  );

  app.get(
    '/question/:id',
    {
      schema: {
        tags: ['questions'],
        summary: '提问详情（含运营回复）',
        params: questionIdParamsSchema,
        response: okResponse(questionSchema),
      },
      config: { access: 'consented' },
    },
    async (request) => ok(await questions.get(requireViewer(request).user.id, request.params.id)),
  );

  app.post(
    '/question',
    {
      schema: {
        tags: ['questions'],
        summary: '提问（文字，最多 3 张本人上传的图片 image_ids）',
        body: questionAskSchema,
        response: okResponse(questionSchema),
      },
      config: { access: 'consented' },
    },
    async (request) => ok(await questions.ask(requireViewer(request).user.id, request.body)),
  );
};

/** Who answers users' questions in the console. */
const QUESTION_ANSWERERS: readonly OperatorRoleValue[] = ['administrator', 'content_editor', 'reviewer'];

/** The console's 用户提问 under /api/admin/questions. */
export const questionsAdminRoutes: FastifyPluginAsyncZod<{ questions: QuestionsService }> = async (
  app,
  { questions },
) => {
  app.get(
    '/questions',
    {
      schema: {
        tags: ['admin'],
        summary: '用户提问（待回复在前；状态、关键词筛选）',
        querystring: adminQuestionQuerySchema,
        response: okResponse(pageSchema(adminQuestionSchema)),
      },
      config: { operator: QUESTION_ANSWERERS },
    },
    async (request) => ok(await questions.listForConsole(request.query)),
  );

  app.post(
    '/questions/:id/answer',
    {
      schema: {
        tags: ['admin'],
        summary: '回复提问（首次回复通过消息中心通知提问人）',
        params: questionIdParamsSchema,
        body: adminQuestionAnswerSchema,
        response: okResponse(adminQuestionSchema),
      },
      config: { operator: QUESTION_ANSWERERS, audit: 'question.answer' },
    },
    async (request) =>
      ok(await questions.answer(request.params.id, request.body.answer, operatorIdOf(request))),
  );
};
