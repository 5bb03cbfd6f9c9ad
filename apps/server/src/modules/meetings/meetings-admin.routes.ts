import {
  adminMeetingAttendanceSchema,
  adminMeetingCancelSchema,
  adminMeetingCreateSchema,
  adminMeetingPublishSchema,
  adminMeetingQuerySchema,
  adminMeetingSchema,
  adminMeetingSubscriberSchema,
  adminMeetingUpdateSchema,
  pageSchema,
  pagingQuerySchema,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTENT_EDITORS, deletedSchema, idParamsSchema } from '../../lib/console';
import { ok, okResponse } from '../../lib/envelope';
import type { MeetingsAdminService } from './meetings-admin.service';

/**
 * The console's meetings under /api/admin/meetings: the content team (and administrators) plan
 * them, publish, cancel, and read who subscribed and who watched.
 */
export const meetingsAdminRoutes: FastifyPluginAsyncZod<{ meetingsAdmin: MeetingsAdminService }> = async (
  app,
  { meetingsAdmin },
) => {
  app.get(
    '/meetings',
    {
      schema: {
        tags: ['admin'],
        summary: '会议列表（关键词、状态筛选）',
        querystring: adminMeetingQuerySchema,
        response: okResponse(pageSchema(adminMeetingSchema)),
      },
      config: { operator: CONTENT_EDITORS },
    },
    async (request) => ok(await meetingsAdmin.list(request.query)),
  );

  app.get(
    '/meetings/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '会议详情（编辑用）',
        params: idParamsSchema,
        response: okResponse(adminMeetingSchema),
      },
      config: { operator: CONTENT_EDITORS },
    },
    async (request) => ok(await meetingsAdmin.get(request.params.id)),
  );

  app.post(
    '/meetings',
    {
      schema: {
        tags: ['admin'],
        summary: '新建会议（草稿）',
        body: adminMeetingCreateSchema,
        response: okResponse(adminMeetingSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'meeting.create' },
    },
    async (request) => ok(await meetingsAdmin.create(request.body)),
  );

  app.put(
    '/meetings/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '修改会议（携带编辑时的 updated_at；他人已修改则 40900）',
        params: idParamsSchema,
        body: adminMeetingUpdateSchema,
        response: okResponse(adminMeetingSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'meeting.update' },
    },
    async (request) => ok(await meetingsAdmin.update(request.params.id, request.body)),
  );

  app.post(
    '/meetings/:id/publish',
    {
      schema: {
        tags: ['admin'],
        summary: '发布或撤回会议（published: true / false；携带 updated_at）',
        params: idParamsSchema,
        body: adminMeetingPublishSchema,
        response: okResponse(adminMeetingSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'meeting.publish' },
    },
    async (request) => ok(await meetingsAdmin.setPublished(request.params.id, request.body)),
  );

  app.post(
    '/meetings/:id/cancel',
    {
      schema: {
        tags: ['admin'],
        summary: '取消会议（通知所有预约用户，只通知一次）',
        params: idParamsSchema,
        body: adminMeetingCancelSchema,
        response: okResponse(adminMeetingSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'meeting.cancel' },
    },
    async (request) => ok(await meetingsAdmin.cancel(request.params.id, request.body.reason)),
  );

  app.delete(
    '/meetings/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '删除会议',
        params: idParamsSchema,
        response: okResponse(deletedSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'meeting.delete' },
    },
    async (request) => {
      await meetingsAdmin.delete(request.params.id);
      return ok({ id: request.params.id });
    },
  );

  app.get(
    '/meetings/:id/subscribers',
    {
      schema: {
        tags: ['admin'],
        summary: '会议预约用户（最新在前；手机号脱敏）',
        params: idParamsSchema,
        querystring: pagingQuerySchema,
        response: okResponse(pageSchema(adminMeetingSubscriberSchema)),
      },
      config: { operator: CONTENT_EDITORS },
    },
    async (request) => ok(await meetingsAdmin.subscribers(request.params.id, request.query)),
  );

  app.get(
    '/meetings/:id/attendance',
    {
      schema: {
        tags: ['admin'],
        summary: '会议观看记录（每位观众的直播与回放分钟数，附汇总）',
        params: idParamsSchema,
        querystring: pagingQuerySchema,
        response: okResponse(adminMeetingAttendanceSchema),
      },
      config: { operator: CONTENT_EDITORS },
    },
    async (request) => ok(await meetingsAdmin.attendance(request.params.id, request.query)),
  );

  app.get(
    '/meetings/:id/attendance.csv',
    {
      schema: {
        tags: ['admin'],
        summary: '导出会议观看记录（CSV，UTF-8 带 BOM）',
        params: idParamsSchema,
        produces: ['text/csv'],
      },
      config: { operator: CONTENT_EDITORS },
    },
    async (request, reply) => {
      const { fileName, body } = await meetingsAdmin.attendanceCsv(request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
