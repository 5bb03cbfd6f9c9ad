import {
  adminPopoverInputSchema,
  adminPopoverQuerySchema,
  adminPopoverSchema,
  type OperatorRoleValue,
  pageSchema,
  popoverAnswerSchema,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedSchema, idParamsSchema } from '../../lib/console';
import { ok, okResponse } from '../../lib/envelope';
import { requireViewer } from '../../plugins/auth';
import type { PopoversService } from './popovers.service';

/** Home: GET member/popover (any WeChat viewer, as home; recording the showing is part of the call). */
export const popoversRoutes: FastifyPluginAsyncZod<{ popovers: PopoversService }> = async (
  app,
  { popovers },
) => {
  app.get(
    '/member/popover',
    {
      schema: {
        tags: ['popovers'],
        summary: '首页弹窗：当前应展示的一个（并记为已展示），没有则 popover 为 null',
        response: okResponse(popoverAnswerSchema),
      },
      config: { access: 'wechat' },
    },
    async (request) => ok({ popover: await popovers.current(requireViewer(request).user) }),
  );
};

const POPOVER_EDITORS: readonly OperatorRoleValue[] = ['administrator', 'content_editor'];

/** The console's 首页弹窗 under /api/admin/popovers. */
export const popoversAdminRoutes: FastifyPluginAsyncZod<{ popovers: PopoversService }> = async (
  app,
  { popovers },
) => {
  app.get(
    '/popovers',
    {
      schema: {
        tags: ['admin'],
        summary: '首页弹窗列表（含展示人数）',
        querystring: adminPopoverQuerySchema,
        response: okResponse(pageSchema(adminPopoverSchema)),
      },
      config: { operator: POPOVER_EDITORS },
    },
    async (request) => ok(await popovers.list(request.query)),
  );

  app.post(
    '/popovers',
    {
      schema: {
        tags: ['admin'],
        summary: '新建首页弹窗',
        body: adminPopoverInputSchema,
        response: okResponse(adminPopoverSchema),
      },
      config: { operator: POPOVER_EDITORS, audit: 'popover.create' },
    },
    async (request) => ok(await popovers.create(request.body)),
  );

  app.put(
    '/popovers/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '修改首页弹窗',
        params: idParamsSchema,
        body: adminPopoverInputSchema,
        response: okResponse(adminPopoverSchema),
      },
      config: { operator: POPOVER_EDITORS, audit: 'popover.update' },
    },
    async (request) => ok(await popovers.update(request.params.id, request.body)),
  );

  app.delete(
    '/popovers/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '删除首页弹窗',
        params: idParamsSchema,
        response: okResponse(deletedSchema),
      },
      config: { operator: POPOVER_EDITORS, audit: 'popover.delete' },
    },
    async (request) => {
      await popovers.remove(request.params.id);
      return ok({ id: request.params.id });
    },
  );
};
