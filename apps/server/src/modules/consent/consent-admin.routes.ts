import { adminConsentDocumentSchema, adminConsentPublishBodySchema } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok, okResponse } from '../../lib/envelope';
import type { ConsentService } from './consent.service';

/** Console: the legal documents' versions, and publishing a new one. Mounted under /api/admin. */
export const consentAdminRoutes: FastifyPluginAsyncZod<{ consent: ConsentService }> = async (
  app,
  { consent },
) => {
  app.get(
    '/consent-documents',
    {
      schema: {
        tags: ['admin'],
        summary: '协议文档的全部版本',
        response: okResponse(z.array(adminConsentDocumentSchema)),
      },
      config: { operator: 'any' },
    },
    async () => ok(await consent.listVersions()),
  );

  app.post(
    '/consent-documents',
    {
      schema: {
        tags: ['admin'],
        summary: '发布协议新版本（全部用户需重新签署）',
        body: adminConsentPublishBodySchema,
        response: okResponse(adminConsentDocumentSchema),
      },
      config: { operator: ['administrator'], audit: 'consent.publish' },
    },
    async (request) => {
      if (!request.operator) throw new AppError('UNAUTHENTICATED');
      return ok(await consent.publish(request.operator.id, request.body));
    },
  );
};
