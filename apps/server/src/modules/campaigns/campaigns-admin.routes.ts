import {
  adminCampaignContentFieldsSchema,
  adminCampaignContentSchema,
  adminCampaignCreateSchema,
  adminCampaignParticipantQuerySchema,
  adminCampaignParticipantSchema,
  adminCampaignPublishSchema,
  adminCampaignQuerySchema,
  adminCampaignSchema,
  adminCampaignSectionFieldsSchema,
  adminCampaignSectionSchema,
  adminCampaignUpdateSchema,
  pageSchema,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_EDITORS, deletedSchema, idParamsSchema } from '../../lib/console';
import { ok, okResponse } from '../../lib/envelope';
import type { CampaignsAdminService } from './campaigns-admin.service';

/**
 * The console's campaigns under /api/admin: campaigns (/campaigns), their sections
 * (/campaigns/:id/sections, /campaign-sections/:id), the catalogue contents listed in a section
 * (/campaign-sections/:id/contents, /campaign-contents/:id) and the participants ranked by points
 * (/campaigns/:id/participants, .csv). The sign-up form is edited in 表单管理 (type 6). The
 * content team (and administrators) run campaigns.
 */
export const campaignsAdminRoutes: FastifyPluginAsyncZod<{ campaignsAdmin: CampaignsAdminService }> = async (
  app,
  { campaignsAdmin },
) => {
  // ---- campaigns ---------------------------------------------------------------------------

  app.get(
    '/campaigns',
    {
      schema: {
        tags: ['admin'],
        summary: '活动列表（关键词、状态筛选）',
        querystring: adminCampaignQuerySchema,
        response: okResponse(pageSchema(adminCampaignSchema)),
      },
      config: { operator: CONTENT_EDITORS },
    },
    async (request) => ok(await campaignsAdmin.list(request.query)),
  );

  app.get(
    '/campaigns/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '活动详情（编辑用）',
        params: idParamsSchema,
        response: okResponse(adminCampaignSchema),
      },
      config: { operator: CONTENT_EDITORS },
    },
    async (request) => ok(await campaignsAdmin.get(request.params.id)),
  );

  app.post(
    '/campaigns',
    {
      schema: {
        tags: ['admin'],
        summary: '新建活动（草稿）',
        body: adminCampaignCreateSchema,
        response: okResponse(adminCampaignSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'campaign.create' },
    },
    async (request) => ok(await campaignsAdmin.create(request.body)),
  );

  app.put(
    '/campaigns/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '修改活动（携带编辑时的 updated_at；他人已修改则 40900）',
        params: idParamsSchema,
        body: adminCampaignUpdateSchema,
        response: okResponse(adminCampaignSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'campaign.update' },
    },
    async (request) => ok(await campaignsAdmin.update(request.params.id, request.body)),
  );

  app.post(
    '/campaigns/:id/publish',
    {
      schema: {
        tags: ['admin'],
        summary: '发布或下线活动（携带 updated_at；他人已修改则 40900）',
        params: idParamsSchema,
        body: adminCampaignPublishSchema,
        response: okResponse(adminCampaignSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'campaign.publish' },
    },
    async (request) => ok(await campaignsAdmin.setPublished(request.params.id, request.body)),
  );

  app.delete(
    '/campaigns/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '删除活动（参与记录与积分保留）',
        params: idParamsSchema,
        response: okResponse(deletedSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'campaign.delete' },
    },
    async (request) => {
      await campaignsAdmin.remove(request.params.id);
      return ok({ id: request.params.id });
    },
  );

  // ---- sections ----------------------------------------------------------------------------

  app.get(
    '/campaigns/:id/sections',
    {
      schema: {
        tags: ['admin'],
        summary: '活动的全部板块（平铺，parent_id 表示上级）',
        params: idParamsSchema,
        response: okResponse(z.array(adminCampaignSectionSchema)),
      },
      config: { operator: CONTENT_EDITORS },
    },
    async (request) => ok(await campaignsAdmin.sections(request.params.id)),
  );

  app.post(
    '/campaigns/:id/sections',
    {
      schema: {
        tags: ['admin'],
        summary: '新建板块（可选上级板块，只能嵌套一级）',
        params: idParamsSchema,
        body: adminCampaignSectionFieldsSchema,
        response: okResponse(adminCampaignSectionSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'campaign-section.create' },
    },
    async (request) => ok(await campaignsAdmin.createSection(request.params.id, request.body)),
  );

  app.put(
    '/campaign-sections/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '修改板块',
        params: idParamsSchema,
        body: adminCampaignSectionFieldsSchema,
        response: okResponse(adminCampaignSectionSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'campaign-section.update' },
    },
    async (request) => ok(await campaignsAdmin.updateSection(request.params.id, request.body)),
  );

  app.delete(
    '/campaign-sections/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '删除板块（连同子板块与板块中的内容列表；已得积分保留）',
        params: idParamsSchema,
        response: okResponse(deletedSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'campaign-section.delete' },
    },
    async (request) => {
      await campaignsAdmin.deleteSection(request.params.id);
      return ok({ id: request.params.id });
    },
  );

  // ---- section contents --------------------------------------------------------------------

  app.get(
    '/campaign-sections/:id/contents',
    {
      schema: {
        tags: ['admin'],
        summary: '板块中的内容（按排序）',
        params: idParamsSchema,
        response: okResponse(z.array(adminCampaignContentSchema)),
      },
      config: { operator: CONTENT_EDITORS },
    },
    async (request) => ok(await campaignsAdmin.items(request.params.id)),
  );

  app.post(
    '/campaign-sections/:id/contents',
    {
      schema: {
        tags: ['admin'],
        summary: '向板块添加已有内容（含完成可得积分；同一活动中每个内容只能出现一次）',
        params: idParamsSchema,
        body: adminCampaignContentFieldsSchema,
        response: okResponse(adminCampaignContentSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'campaign-content.add' },
    },
    async (request) => ok(await campaignsAdmin.addItem(request.params.id, request.body)),
  );

  app.put(
    '/campaign-contents/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '修改板块内容的积分或排序（或换成另一内容）',
        params: idParamsSchema,
        body: adminCampaignContentFieldsSchema,
        response: okResponse(adminCampaignContentSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'campaign-content.update' },
    },
    async (request) => ok(await campaignsAdmin.updateItem(request.params.id, request.body)),
  );

  app.delete(
    '/campaign-contents/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '从板块移除内容（内容本身与已得积分保留）',
        params: idParamsSchema,
        response: okResponse(deletedSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'campaign-content.remove' },
    },
    async (request) => {
      await campaignsAdmin.deleteItem(request.params.id);
      return ok({ id: request.params.id });
    },
  );

  // ---- participants ------------------------------------------------------------------------

  app.get(
    '/campaigns/:id/participants',
    {
      schema: {
        tags: ['admin'],
        summary: '参与者（按活动积分排名，积分相同者先达到者在前；无积分者在后且无名次）',
        params: idParamsSchema,
        querystring: adminCampaignParticipantQuerySchema,
        response: okResponse(pageSchema(adminCampaignParticipantSchema)),
      },
      config: { operator: CONTENT_EDITORS },
    },
    async (request) => ok(await campaignsAdmin.participants(request.params.id, request.query)),
  );

  app.get(
    '/campaigns/:id/participants.csv',
    {
      schema: {
        tags: ['admin'],
        summary: '导出参与者（CSV，UTF-8 带 BOM）',
        params: idParamsSchema,
        produces: ['text/csv'],
      },
      config: { operator: CONTENT_EDITORS },
    },
    async (request, reply) => {
      const { fileName, body } = await campaignsAdmin.participantsCsv(request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
