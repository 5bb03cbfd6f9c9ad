import { adminTaskInputSchema, adminTaskSchema, taskListSchema, taskQuerySchema } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deletedSchema, idParamsSchema } from '../../lib/console';
import { ok, okResponse } from '../../lib/envelope';
import { requireViewer } from '../../plugins/auth';
import { POINTS_EDITORS } from '../points';
import type { TasksService } from './tasks.service';

/** GET member/task (/personal/task daily, /annual/task yearly): a consented member's goals. */
export const tasksRoutes: FastifyPluginAsyncZod<{ tasks: TasksService }> = async (app, { tasks }) => {
  app.get(
    '/member/task',
    {
      config: { access: 'consented' },
      schema: {
        tags: ['points'],
        summary: '任务与进度（period=daily 今日任务，yearly 年度任务）；达成的任务奖励积分一次',
        querystring: taskQuerySchema,
        response: okResponse(taskListSchema),
      },
    },
    async (request) => ok(await tasks.progress(requireViewer(request).user.id, request.query.period)),
  );
};

/** The console's 任务管理 under /api/admin/tasks. */
export const tasksAdminRoutes: FastifyPluginAsyncZod<{ tasks: TasksService }> = async (app, { tasks }) => {
  app.get(
    '/tasks',
    {
      schema: { tags: ['admin'], summary: '任务列表', response: okResponse(z.array(adminTaskSchema)) },
      config: { operator: POINTS_EDITORS },
    },
    async () => ok(await tasks.list()),
  );

  app.post(
    '/tasks',
    {
      schema: {
        tags: ['admin'],
        summary: '新建任务',
        body: adminTaskInputSchema,
        response: okResponse(adminTaskSchema),
      },
      config: { operator: POINTS_EDITORS, audit: 'task.create' },
    },
    async (request) => ok(await tasks.create(request.body)),
  );

  app.put(
    '/tasks/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '修改任务',
        params: idParamsSchema,
        body: adminTaskInputSchema,
        response: okResponse(adminTaskSchema),
      },
      config: { operator: POINTS_EDITORS, audit: 'task.update' },
    },
    async (request) => ok(await tasks.update(request.params.id, request.body)),
  );

  app.delete(
    '/tasks/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '删除任务',
        params: idParamsSchema,
        response: okResponse(deletedSchema),
      },
      config: { operator: POINTS_EDITORS, audit: 'task.delete' },
    },
    async (request) => ok(await tasks.remove(request.params.id)),
  );
};
