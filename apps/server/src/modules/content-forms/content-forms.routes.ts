import {
  claimStatusQuerySchema,
  claimStatusSchema,
  contentFormSchema,
  contentFormSubmitSchema,
  formAnswerListQuerySchema,
  formAnswerListSchema,
  formAnswerZanResultSchema,
  formAnswerZanSchema,
  reactionCheckParamsSchema,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../lib/envelope';
import { requireViewer } from '../../plugins/auth';
import type { ContentFormsService } from './content-forms.service';

interface ContentFormsRoutesOptions {
  contentForms: ContentFormsService;
}

/** The mobile app's content forms: the form, a submission, the claim status, public answers and their likes. */
export const contentFormsRoutes: FastifyPluginAsyncZod<ContentFormsRoutesOptions> = async (
  app,
  { contentForms },
) => {
  app.get(
    '/content/form/:a/:b',
    {
      schema: {
        tags: ['social'],
        summary: '内容的表单（a = 内容 ID，b = 类型）与我的回答',
        params: reactionCheckParamsSchema,
        response: okResponse(contentFormSchema),
      },
      config: { access: 'learning' },
    },
    async (request) =>
      ok(await contentForms.formFor(requireViewer(request).user, request.params.a, request.params.b)),
  );

  app.post(
    '/content/form',
    {
      schema: {
        tags: ['social'],
        summary: '提交内容表单（JSON；再次提交覆盖之前的回答）',
        body: contentFormSubmitSchema,
        response: okResponse(contentFormSchema),
      },
      config: { access: 'learning' },
    },
    async (request) => ok(await contentForms.submit(requireViewer(request).user, request.body)),
  );

  app.get(
    '/content/claim/status',
    {
      schema: {
        tags: ['social'],
        summary: '是否已提交该内容的表单（领取状态）',
        querystring: claimStatusQuerySchema,
        response: okResponse(claimStatusSchema),
      },
      config: { access: 'learning' },
    },
    async (request) =>
      ok(await contentForms.claimStatus(requireViewer(request).user, request.query.content_id)),
  );

  app.get(
    '/form/form-question-answer-comment',
    {
      schema: {
        tags: ['social'],
        summary: '公开问题的他人回答（最新在前）',
        querystring: formAnswerListQuerySchema,
        response: okResponse(formAnswerListSchema),
      },
      config: { access: 'learning' },
    },
    async (request) =>
      ok(
        await contentForms.publicAnswers(
          requireViewer(request).user,
          request.query.question_id,
          request.query,
        ),
      ),
  );

  app.post(
    '/form/form-question-answer-zan-log',
    {
      schema: {
        tags: ['social'],
        summary: '点赞回答（cancel=1 取消），重复操作无影响',
        body: formAnswerZanSchema,
        response: okResponse(formAnswerZanResultSchema),
      },
      config: { access: 'learning' },
    },
    async (request) =>
      ok(
        await contentForms.setAnswerLike(
          requireViewer(request).user,
          request.body.answer_id,
          request.body.cancel === 0,
        ),
      ),
  );
};
