import { contactInfoInputSchema, contactInfoSchema, type OperatorRoleValue } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../lib/envelope';
import type { ContactService } from './contact.service';

/** /contactUs: GET assistants/info (any WeChat-signed-in viewer, as the page). */
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
};
