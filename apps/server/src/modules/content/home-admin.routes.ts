import {
  adminBannerInputSchema,
  adminBannerQuerySchema,
  adminBannerSchema,
  adminHomeSectionInputSchema,
  adminHomeSectionSchema,
  adminOrderBodySchema,
  adminRecommendationSchema,
  adminRecommendationsBodySchema,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_EDITORS, deletedSchema, idParamsSchema } from '../../lib/console';
import { ok, okResponse } from '../../lib/envelope';
import type { HomeAdminService } from './home-admin.service';

/** Banners, home sections and recommendations in the console. Mounted under /api/admin by contentAdminRoutes. */
export const homeAdminRoutes: FastifyPluginAsyncZod<{ homeAdmin: HomeAdminService }> = async (
  app,
  { homeAdmin },
) => {
  app.get(
    '/banners',
    {
      schema: {
        tags: ['admin'],
        summary: '横幅列表（首页、学习页）',
        querystring: adminBannerQuerySchema,
        response: okResponse(z.array(adminBannerSchema)),
      },
      config: { operator: CONTENT_EDITORS },
    },
    async (request) => ok(await homeAdmin.listBanners(request.query.position)),
  );

  app.post(
    '/banners',
    {
      schema: {
        tags: ['admin'],
        summary: '新建横幅',
        body: adminBannerInputSchema,
        response: okResponse(adminBannerSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'banner.create' },
    },
    async (request) => ok(await homeAdmin.createBanner(request.body)),
  );

  app.put(
    '/banners/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '修改横幅',
        params: idParamsSchema,
        body: adminBannerInputSchema,
        response: okResponse(adminBannerSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'banner.update' },
    },
    async (request) => ok(await homeAdmin.updateBanner(request.params.id, request.body)),
  );

  app.delete(
    '/banners/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '删除横幅',
        params: idParamsSchema,
        response: okResponse(deletedSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'banner.delete' },
    },
    async (request) => {
      await homeAdmin.deleteBanner(request.params.id);
      return ok({ id: request.params.id });
    },
  );

  app.get(
    '/home-sections',
    {
      schema: {
        tags: ['admin'],
        summary: '首页栏目（按顺序）',
        response: okResponse(z.array(adminHomeSectionSchema)),
      },
      config: { operator: CONTENT_EDITORS },
    },
    async () => ok(await homeAdmin.listSections()),
  );

  app.post(
    '/home-sections',
    {
      schema: {
        tags: ['admin'],
        summary: '新建首页栏目（排在最后）',
        body: adminHomeSectionInputSchema,
        response: okResponse(adminHomeSectionSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'home_section.create' },
    },
    async (request) => ok(await homeAdmin.createSection(request.body)),
  );

  app.put(
    '/home-sections/order',
    {
      schema: {
        tags: ['admin'],
        summary: '调整首页栏目顺序（全部栏目 id，按新顺序）',
        body: adminOrderBodySchema,
        response: okResponse(z.array(adminHomeSectionSchema)),
      },
      config: { operator: CONTENT_EDITORS, audit: 'home_section.order' },
    },
    async (request) => ok(await homeAdmin.orderSections(request.body.ids)),
  );

  app.put(
    '/home-sections/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '修改首页栏目',
        params: idParamsSchema,
        body: adminHomeSectionInputSchema,
        response: okResponse(adminHomeSectionSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'home_section.update' },
    },
    async (request) => ok(await homeAdmin.updateSection(request.params.id, request.body)),
  );

  app.delete(
    '/home-sections/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '删除首页栏目',
        params: idParamsSchema,
        response: okResponse(deletedSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'home_section.delete' },
    },
    async (request) => {
      await homeAdmin.deleteSection(request.params.id);
      return ok({ id: request.params.id });
    },
  );

  app.get(
    '/home-recommendations',
    {
      schema: {
        tags: ['admin'],
        summary: '首页推荐（按顺序）',
        response: okResponse(z.array(adminRecommendationSchema)),
      },
      config: { operator: CONTENT_EDITORS },
    },
    async () => ok(await homeAdmin.listRecommendations()),
  );

  app.put(
    '/home-recommendations',
    {
      schema: {
        tags: ['admin'],
        summary: '设置首页推荐（内容 id，按顺序；替换原有推荐）',
        body: adminRecommendationsBodySchema,
        response: okResponse(z.array(adminRecommendationSchema)),
      },
      config: { operator: CONTENT_EDITORS, audit: 'home_recommendations.set' },
    },
    async (request) => ok(await homeAdmin.setRecommendations(request.body.content_ids)),
  );
};
