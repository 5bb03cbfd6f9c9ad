import {
  aiRepCheckSchema,
  aiRepSettingsInputSchema,
  aiRepSettingsSchema,
  contactInfoInputSchema,
  contactInfoSchema,
  type OperatorRoleValue,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../lib/envelope';
import { requireViewer } from '../../plugins/auth';
import type { ContactService } from './contact.service';

/**
 * /contactUs: GET assistants/info (any WeChat-signed-in viewer, as the page); the personal
 * centre's AI rep entry: GET member/ai-rep/check.
 */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.get(
    '/assistants/info',
    {
      schema: {
        tags: ['contact'],
        summary: '联系我们：学院助手、二维码、服务热线、服务时间',
        response: okResponse(contactInfoSchema),
      },
      config: { access: 'wechat' },
    },
    async () => ok(await contact.get()),
  );

  app.get(
    '/member/ai-rep/check',
    {
      schema: {
        tags: ['contact'],
        summary: 'AI 代表入口：是否向当前用户开放、名称与链接，或不开放的原因',
        response: okResponse(aiRepCheckSchema),
      },
      config: { access: 'consented' },
    },
    async (request) => ok(await contact.checkAiRep(requireViewer(request).user)),
  );
};

const SETTINGS_EDITORS: readonly OperatorRoleValue[] = ['administrator', 'content_editor'];

/** The console's 联系我们 settings under /api/admin/settings/contact. */
export const contactAdminRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  app.get(
    '/settings/contact',
    {
      schema: { tags: ['admin'], summary: '联系我们设置', response: okResponse(contactInfoSchema) },
      config: { operator: SETTINGS_EDITORS },
    },
    async () => ok(await contact.get()),
  );

  app.put(
    '/settings/contact',
    {
      schema: {
        tags: ['admin'],
        summary: '修改联系我们设置（助手、二维码、热线、服务时间）',
        body: contactInfoInputSchema,
        response: okResponse(contactInfoSchema),
      },
      config: { operator: SETTINGS_EDITORS, audit: 'settings.contact' },
    },
    async (request) => ok(await contact.update(request.body)),
  );

  app.get(
    '/settings/ai-rep',
    {
      schema: { tags: ['admin'], summary: 'AI 代表设置', response: okResponse(aiRepSettingsSchema) },
      config: { operator: SETTINGS_EDITORS },
    },
    async () => ok(await contact.getAiRep()),
  );

  app.put(
    '/settings/ai-rep',
    {
      schema: {
        tags: ['admin'],
        summary: '修改 AI 代表设置（开关、入口名称、链接、开放对象）',
        body: aiRepSettingsInputSchema,
        response: okResponse(aiRepSettingsSchema),
      },
      config: { operator: SETTINGS_EDITORS, audit: 'settings.ai_rep' },
    },
    async (request) => ok(await contact.updateAiRep(request.body)),
  );
};
