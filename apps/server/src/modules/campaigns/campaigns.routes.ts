import {
  campaignContentDetailSchema,
  campaignContentItemSchema,
  campaignContentListQuerySchema,
  campaignContentPreviewSchema,
  campaignContentSchema,
  campaignDetailSchema,
  campaignJoinSchema,
  campaignListQuerySchema,
  campaignOnceSchema,
  campaignParticipationSchema,
  campaignPermissionSchema,
  campaignScopeParamsSchema,
  campaignSectionDetailSchema,
  campaignSectionListQuerySchema,
  campaignSectionPreviewSchema,
  campaignSectionSchema,
  campaignSummarySchema,
  descStatusSchema,
  idParamsSchema,
  pageSchema,
  pagingQuerySchema,
  richDetailSchema,
  richListQuerySchema,
  richListSchema,
} from '@ia/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../lib/envelope';
import { requireViewer } from '../../plugins/auth';
import type { CampaignsService } from './campaigns.service';

/** The member groups content visibility is decided by (none for an anonymous preview). */
const groupsOf = (request: FastifyRequest): readonly number[] => request.viewer?.user.memberGroupIds ?? [];

/**
 * Campaigns (the spec's `campain`) for the app, under /api/platform. The list is open to any
 * WeChat session like the catalogue; taking part is learning ('learning'), and the demo previews
 * need no login. Every call but check/permissions and the previews refuses a viewer the campaign
 * rule turns away, with the reason (40300 / 40304 / 40400).
 */
export const campaignsRoutes: FastifyPluginAsyncZod<{ campaigns: CampaignsService }> = async (
  app,
  { campaigns },
) => {
  app.get(
    '/campain/campain',
    {
      config: { access: 'wechat' },
      schema: {
        tags: ['campaigns'],
        summary: '活动列表（进行中在前；含当前用户不能参加的活动，按 audience 标出）',
        querystring: campaignListQuerySchema,
        response: okResponse(pageSchema(campaignSummarySchema)),
      },
    },
    async (request) => ok(await campaigns.list(requireViewer(request).user, request.query)),
  );

  app.get(
    '/campain/campain/:id',
    {
      config: { access: 'learning' },
      schema: {
        tags: ['campaigns'],
        summary: '活动详情（说明、海报、报名表单、板块，以及我的参与情况、积分与排名）',
        params: idParamsSchema,
        response: okResponse(campaignDetailSchema),
      },
    },
    async (request) => ok(await campaigns.detail(requireViewer(request).user, request.params.id)),
  );

  app.post(
    '/campain/campain/join',
    {
      config: { access: 'learning' },
      schema: {
        tags: ['campaigns'],
        summary: '参加活动（重复参加无影响；活动要求时须先同意活动说明）',
        body: campaignJoinSchema,
        response: okResponse(campaignParticipationSchema),
      },
    },
    async (request) => ok(await campaigns.join(requireViewer(request).user, request.body.campain_id)),
  );

  app.put(
    '/campain/campain/once',
    {
      config: { access: 'learning' },
      schema: {
        tags: ['campaigns'],
        summary: '记下海报或报名表单已展示（每人每个活动只展示一次；重复标记无影响）',
        body: campaignOnceSchema,
        response: okResponse(campaignParticipationSchema),
      },
    },
    async (request) =>
      ok(await campaigns.markShown(requireViewer(request).user, request.body.campain_id, request.body.kind)),
  );

  app.get(
    '/campain/campain-section',
    {
      config: { access: 'learning' },
      schema: {
        tags: ['campaigns'],
        summary: '活动的一级板块',
        querystring: campaignSectionListQuerySchema,
        response: okResponse(pageSchema(campaignSectionSchema)),
      },
    },
    async (request) =>
      ok(await campaigns.sections(requireViewer(request).user, request.query.campain_id, request.query)),
  );

  app.get(
    '/campain/campain-section/:id',
    {
      config: { access: 'learning' },
      schema: {
        tags: ['campaigns'],
        summary: '板块详情（含是否已同意板块说明）',
        params: idParamsSchema,
        response: okResponse(campaignSectionDetailSchema),
      },
    },
    async (request) => ok(await campaigns.section(requireViewer(request).user, request.params.id)),
  );

  app.get(
    '/campain/campain-section/section/:id',
    {
      config: { access: 'learning' },
      schema: {
        tags: ['campaigns'],
        summary: '板块的子板块（模块）',
        params: idParamsSchema,
        querystring: pagingQuerySchema,
        response: okResponse(pageSchema(campaignSectionSchema)),
      },
    },
    async (request) =>
      ok(await campaigns.childSections(requireViewer(request).user, request.params.id, request.query)),
  );

  app.get(
    '/campain/campain-content',
    {
      config: { access: 'learning' },
      schema: {
        tags: ['campaigns'],
        summary: '板块（section_id）或整个活动（campain_id）的内容，含完成情况与积分',
        querystring: campaignContentListQuerySchema,
        response: okResponse(pageSchema(campaignContentSchema)),
      },
    },
    async (request) => ok(await campaigns.contents(requireViewer(request).user, request.query)),
  );

  app.get(
    '/campain/campain-content/:id',
    {
      config: { access: 'learning' },
      schema: {
        tags: ['campaigns'],
        summary: '活动内容（所在活动与板块、积分、是否已完成）',
        params: idParamsSchema,
        response: okResponse(campaignContentDetailSchema),
      },
    },
    async (request) => ok(await campaigns.content(requireViewer(request).user, request.params.id)),
  );

  app.get(
    '/campain/check/permissions/:a/:b',
    {
      config: { access: 'learning' },
      schema: {
        tags: ['campaigns'],
        summary: '能否参加活动（a = 活动 ID，b = 板块 ID 或 0）；不能时给出原因',
        params: campaignScopeParamsSchema,
        response: okResponse(campaignPermissionSchema),
      },
    },
    async (request) =>
      ok(await campaigns.permission(requireViewer(request).user, request.params.a, request.params.b)),
  );

  app.get(
    '/content/desc/status/:a/:b',
    {
      config: { access: 'learning' },
      schema: {
        tags: ['campaigns'],
        summary: '是否已同意说明（a = 活动 ID，b = 板块 ID，0 为活动本身）',
        params: campaignScopeParamsSchema,
        response: okResponse(descStatusSchema),
      },
    },
    async (request) =>
      ok(await campaigns.descStatus(requireViewer(request).user, request.params.a, request.params.b)),
  );

  app.put(
    '/content/desc/status/:a/:b',
    {
      config: { access: 'learning' },
      schema: {
        tags: ['campaigns'],
        summary: '同意说明（重复同意保留首次时间）',
        params: campaignScopeParamsSchema,
        response: okResponse(descStatusSchema),
      },
    },
    async (request) =>
      ok(await campaigns.acceptDesc(requireViewer(request).user, request.params.a, request.params.b)),
  );

  app.get(
    '/campain/rich-list/:id',
    {
      config: { access: 'learning' },
      schema: {
        tags: ['campaigns'],
        summary: '活动积分榜（积分相同者先达到者在前；他人姓名打码；含我的名次）',
        params: idParamsSchema,
        querystring: richListQuerySchema,
        response: okResponse(richListSchema),
      },
    },
    async (request) =>
      ok(await campaigns.richList(requireViewer(request).user, request.params.id, request.query)),
  );

  app.get(
    '/campain/rich-detail/:id',
    {
      config: { access: 'learning' },
      schema: {
        tags: ['campaigns'],
        summary: '我在活动中的积分明细',
        params: idParamsSchema,
        response: okResponse(richDetailSchema),
      },
    },
    async (request) => ok(await campaigns.richDetail(requireViewer(request).user, request.params.id)),
  );

  // ---- previews: no login, read only --------------------------------------------------------

  app.get(
    '/demo/campain-section/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['campaigns'],
        summary: '板块预览（免登录，只读）',
        params: idParamsSchema,
        response: okResponse(campaignSectionPreviewSchema),
      },
    },
    async (request) => ok(await campaigns.previewSection(groupsOf(request), request.params.id)),
  );

  app.get(
    '/demo/campain-content',
    {
      config: { access: 'public' },
      schema: {
        tags: ['campaigns'],
        summary: '活动内容预览列表（免登录；section_id 或 campain_id）',
        querystring: campaignContentListQuerySchema,
        response: okResponse(pageSchema(campaignContentItemSchema)),
      },
    },
    async (request) => ok(await campaigns.previewContents(groupsOf(request), request.query)),
  );

  app.get(
    '/demo/campain-content/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['campaigns'],
        summary: '活动内容预览（免登录；认证可见内容不含正文与视频）',
        params: idParamsSchema,
        response: okResponse(campaignContentPreviewSchema),
      },
    },
    async (request) => ok(await campaigns.previewContent(groupsOf(request), request.params.id)),
  );

  app.get(
    '/demo/campain/rich-list/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['campaigns'],
        summary: '活动积分榜预览（免登录；姓名全部打码）',
        params: idParamsSchema,
        querystring: richListQuerySchema,
        response: okResponse(richListSchema),
      },
    },
    async (request) => ok(await campaigns.previewRichList(request.params.id, request.query)),
  );
};
