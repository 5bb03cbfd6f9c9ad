import {
  adminCategoryInputSchema,
  adminCategoryMoveSchema,
  adminGroupMemberSchema,
  adminGroupMembersBodySchema,
  adminGroupMembersResultSchema,
  adminMemberGroupInputSchema,
  adminMemberGroupSchema,
  courseCategorySchema,
  pageSchema,
  pagingQuerySchema,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_EDITORS, deletedSchema, idParamsSchema } from '../../lib/console';
import { ok, okResponse } from '../../lib/envelope';
import type { CategoryAdminService } from './category-admin.service';

/** The category tree and member groups in the console. Mounted under /api/admin by contentAdminRoutes. */
export const categoryAdminRoutes: FastifyPluginAsyncZod<{ categoryAdmin: CategoryAdminService }> = async (
  app,
  { categoryAdmin },
) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['admin'],
        summary: '课程分类树（全部分类，不按可见范围过滤）',
        response: okResponse(z.array(courseCategorySchema)),
      },
      config: { operator: CONTENT_EDITORS },
    },
    async () => ok(await categoryAdmin.tree()),
  );

  app.post(
    '/categories',
    {
      schema: {
        tags: ['admin'],
        summary: '新建分类（层级由上级分类决定）',
        body: adminCategoryInputSchema,
        response: okResponse(courseCategorySchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'category.create' },
    },
    async (request) => ok(await categoryAdmin.createCategory(request.body)),
  );

  app.put(
    '/categories/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '修改分类（可改上级，不能成环）',
        params: idParamsSchema,
        body: adminCategoryInputSchema,
        response: okResponse(courseCategorySchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'category.update' },
    },
    async (request) => ok(await categoryAdmin.updateCategory(request.params.id, request.body)),
  );

  app.post(
    '/categories/:id/move',
    {
      schema: {
        tags: ['admin'],
        summary: '移动分类（新的上级与排序）',
        params: idParamsSchema,
        body: adminCategoryMoveSchema,
        response: okResponse(courseCategorySchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'category.move' },
    },
    async (request) =>
      ok(await categoryAdmin.moveCategory(request.params.id, request.body.parent_id, request.body.sort)),
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '删除分类（有子分类或内容时拒绝）',
        params: idParamsSchema,
        response: okResponse(deletedSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'category.delete' },
    },
    async (request) => {
      await categoryAdmin.deleteCategory(request.params.id);
      return ok({ id: request.params.id });
    },
  );

  app.get(
    '/member-groups',
    {
      schema: {
        tags: ['admin'],
        summary: '会员分组列表',
        response: okResponse(z.array(adminMemberGroupSchema)),
      },
      config: { operator: CONTENT_EDITORS },
    },
    async () => ok(await categoryAdmin.listGroups()),
  );

  app.post(
    '/member-groups',
    {
      schema: {
        tags: ['admin'],
        summary: '新建会员分组',
        body: adminMemberGroupInputSchema,
        response: okResponse(adminMemberGroupSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'member_group.create' },
    },
    async (request) => ok(await categoryAdmin.createGroup(request.body)),
  );

  app.put(
    '/member-groups/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '修改会员分组',
        params: idParamsSchema,
        body: adminMemberGroupInputSchema,
        response: okResponse(adminMemberGroupSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'member_group.update' },
    },
    async (request) => ok(await categoryAdmin.updateGroup(request.params.id, request.body)),
  );

  app.delete(
    '/member-groups/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '删除会员分组（仍被分类使用时拒绝）',
        params: idParamsSchema,
        response: okResponse(deletedSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'member_group.delete' },
    },
    async (request) => {
      await categoryAdmin.deleteGroup(request.params.id);
      return ok({ id: request.params.id });
    },
  );

  app.get(
    '/member-groups/:id/members',
    {
      schema: {
        tags: ['admin'],
        summary: '分组成员（分页）',
        params: idParamsSchema,
        querystring: pagingQuerySchema,
        response: okResponse(pageSchema(adminGroupMemberSchema)),
      },
      config: { operator: CONTENT_EDITORS },
    },
    async (request) => ok(await categoryAdmin.members(request.params.id, request.query)),
  );

  app.post(
    '/member-groups/:id/members',
    {
      schema: {
        tags: ['admin'],
        summary: '把用户加入分组',
        params: idParamsSchema,
        body: adminGroupMembersBodySchema,
        response: okResponse(adminGroupMembersResultSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'member_group.add_members' },
    },
    async (request) => ok(await categoryAdmin.addMembers(request.params.id, request.body.user_ids)),
  );

  app.post(
    '/member-groups/:id/members/remove',
    {
      schema: {
        tags: ['admin'],
        summary: '把用户移出分组',
        params: idParamsSchema,
        body: adminGroupMembersBodySchema,
        response: okResponse(adminGroupMembersResultSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'member_group.remove_members' },
    },
    async (request) => ok(await categoryAdmin.removeMembers(request.params.id, request.body.user_ids)),
  );
};
