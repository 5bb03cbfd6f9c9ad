import {
  bannerSchema,
  contentDetailSchema,
  contentListQuerySchema,
  contentListSchema,
  contentPreviewSchema,
  diseaseListSchema,
  diseaseQuerySchema,
  homeRecommendSchema,
  homeSectionContentsSchema,
  homeSettingSchema,
  hotKeywordsSchema,
  idParamsSchema,
  lessonDetailSchema,
  lessonItemsQuerySchema,
  lessonListQuerySchema,
  lessonListSchema,
  searchQuerySchema,
  searchResultSchema,
} from '@ia/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../lib/envelope';
import { type SharedAnswers, sendAnswer } from '../../lib/shared-answers';
import { requireViewer } from '../../plugins/auth';
import type { ContentService } from './content.service';
import type { SearchKeywordsService } from './search-keywords.service';

/** The member groups category visibility is decided by (none for an anonymous preview). */
const groupsOf = (request: FastifyRequest): readonly number[] => request.viewer?.user.memberGroupIds ?? [];
/** The audience a catalogue answer is shared by: viewers in the same member groups see the same. */
const audienceOf = (request: FastifyRequest): string =>
  [...groupsOf(request)].sort((a, b) => a - b).join(',');

// The catalogue (home, lists, series, search) is open to any WeChat session; opening a content
// is where the free-trial gate applies ('learning'), and previews need no login at all.
export const contentRoutes: FastifyPluginAsyncZod<{
  content: ContentService;
  shared: SharedAnswers;
  keywords: SearchKeywordsService;
}> = async (app, { content, shared, keywords }) => {
  app.get(
    '/home/banner',
    {
      config: { access: 'wechat' },
      schema: { tags: ['content'], summary: '首页轮播图', response: okResponse(z.array(bannerSchema)) },
    },
    async () => ok(await content.banners('home')),
  );

  app.get(
    '/home/setting',
    {
      config: { access: 'wechat' },
      schema: {
        tags: ['content'],
        summary: '首页栏目设置（按顺序）',
        response: okResponse(homeSettingSchema),
      },
    },
    async () => ok(await content.homeSetting()),
  );

  app.get(
    '/home/recommend',
    {
      config: { access: 'wechat' },
      schema: { tags: ['content'], summary: '首页推荐内容', response: okResponse(homeRecommendSchema) },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await shared.answer(`recommend|${audienceOf(request)}`, () =>
          content.homeRecommend(groupsOf(request)),
        ),
      ),
  );

  app.get(
    '/content/home/:id',
    {
      config: { access: 'wechat' },
      schema: {
        tags: ['content'],
        summary: '首页内容栏目的内容（id 为栏目 id）',
        params: idParamsSchema,
        response: okResponse(homeSectionContentsSchema),
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await shared.answer(`section|${request.params.id}|${audienceOf(request)}`, () =>
          content.homeSectionContents(groupsOf(request), request.params.id),
        ),
      ),
  );

  app.get(
    '/home-search',
    {
      config: { access: 'wechat' },
      schema: {
        tags: ['content'],
        summary: '搜索内容（标题、标签、正文；中文按双字切分匹配）',
        querystring: searchQuerySchema,
        response: okResponse(searchResultSchema),
      },
    },
    async (request, reply) => {
      // A search is counted once, at its first page, for the hot keywords.
      if (request.query.current === 1) keywords.count(request.query.keyword);
      return sendAnswer(
        reply,
        await shared.answer(`search|${JSON.stringify(request.query)}|${audienceOf(request)}`, () =>
          content.search(groupsOf(request), request.query),
        ),
      );
    },
  );

  app.get(
    '/home-search/hot',
    {
      config: { access: 'wechat' },
      schema: {
        tags: ['content'],
        summary: '热门搜索词（运营置顶的在前，其后为搜索最多的；隐藏的不出现）',
        response: okResponse(hotKeywordsSchema),
      },
    },
    async () => ok(await keywords.hot()),
  );

  app.get(
    '/content',
    {
      config: { access: 'wechat' },
      schema: {
        tags: ['content'],
        summary: '内容列表（课程、病例、其他；可按分类、标签、疾病筛选）',
        querystring: contentListQuerySchema,
        response: okResponse(contentListSchema),
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        // The parsed query (defaults filled) names the list; key order is the schema's.
        await shared.answer(`list|${JSON.stringify(request.query)}|${audienceOf(request)}`, () =>
          content.list(groupsOf(request), request.query),
        ),
      ),
  );

  app.get(
    '/content/:id',
    {
      config: { access: 'learning' },
      schema: {
        tags: ['content'],
        summary: '内容详情（计一次浏览）',
        params: idParamsSchema,
        response: okResponse(contentDetailSchema),
      },
    },
    async (request) => ok(await content.detail(requireViewer(request).user, request.params.id)),
  );

  app.get(
    '/disease',
    {
      config: { access: 'wechat' },
      schema: {
        tags: ['content'],
        summary: '疾病列表（get_tag=1 时附带病例所用标签）',
        querystring: diseaseQuerySchema,
        response: okResponse(diseaseListSchema),
      },
    },
    async (request) => ok(await content.diseases(groupsOf(request), request.query.get_tag === 1)),
  );

  app.get(
    '/lesson/banner',
    {
      config: { access: 'wechat' },
      schema: { tags: ['content'], summary: '学习页轮播图', response: okResponse(z.array(bannerSchema)) },
    },
    async () => ok(await content.banners('lesson')),
  );

  app.get(
    '/lesson/lesson',
    {
      config: { access: 'wechat' },
      schema: {
        tags: ['content'],
        summary: '系列课程列表',
        querystring: lessonListQuerySchema,
        response: okResponse(lessonListSchema),
      },
    },
    async (request) => ok(await content.lessons(requireViewer(request).user, request.query, false)),
  );

  app.get(
    '/lesson/campain-list',
    {
      config: { access: 'wechat' },
      schema: {
        tags: ['content'],
        summary: '专题列表',
        querystring: lessonListQuerySchema,
        response: okResponse(lessonListSchema),
      },
    },
    async (request) => ok(await content.lessons(requireViewer(request).user, request.query, true)),
  );

  app.get(
    '/lesson/lesson-list',
    {
      config: { access: 'wechat' },
      schema: {
        tags: ['content'],
        summary: '系列课程详情与课程目录（含学习进度）',
        querystring: lessonItemsQuerySchema,
        response: okResponse(lessonDetailSchema),
      },
    },
    async (request) => ok(await content.lessonDetail(requireViewer(request).user, request.query.lesson_id)),
  );

  app.get(
    '/demo/content/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: '内容预览（免登录，只读，不计学习；认证可见内容不含正文与视频）',
        params: idParamsSchema,
        response: okResponse(contentPreviewSchema),
      },
    },
    async (request) => ok(await content.preview(groupsOf(request), request.params.id)),
  );
};
