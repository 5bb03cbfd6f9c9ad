import { PLATFORM_PREFIX, TypeMap } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { registerConsoleRoutes } from '../admin-auth';
import type { ContentService } from '../content';
import type { ContentFormsService } from '../content-forms';
import type { PointsService } from '../points';
import { CampaignsRepository } from './campaigns.repository';
import { campaignsRoutes } from './campaigns.routes';
import { CampaignsService } from './campaigns.service';
import { CampaignsAdminRepository } from './campaigns-admin.repository';
import { campaignsAdminRoutes } from './campaigns-admin.routes';
import { CampaignsAdminService } from './campaigns-admin.service';

export { CampaignStatus, maskName } from './campaign-access';
export { visibleCampaignCondition } from './campaigns.repository';

declare module '../../lib/services' {
  interface Services {
    campaigns: CampaignsService;
    campaignsAdmin: CampaignsAdminService;
  }
}

interface CampaignsPorts {
  content: ContentService;
  points: PointsService;
  contentForms: ContentFormsService;
}

/**
 * Campaigns: sections, contents, the audience verdict, the sign-up form's hooks and points, the
 * job that awards finished contents, the console's campaigns. Answers the gate for types 6 and 7.
 */
const campaigns: FastifyPluginAsyncZod<FeatureContext & CampaignsPorts> = async (
  app,
  { database, now, jobs, targets, content, points, contentForms },
) => {
  const service = new CampaignsService(new CampaignsRepository(database.db), content, points, now);
  targets.register([TypeMap.CAMPAIGN, TypeMap.ACTIVITY_DETAIL], service);
  contentForms.registerSubmissionHooks(TypeMap.CAMPAIGN, service);
  jobs.register(service.pointsJob());
  const campaignsAdmin = new CampaignsAdminService(new CampaignsAdminRepository(database.db), now);
  Object.assign(app.services, { campaigns: service, campaignsAdmin });
  await app.register(campaignsRoutes, { prefix: PLATFORM_PREFIX, campaigns: service });
  await registerConsoleRoutes(app, campaignsAdminRoutes, { campaignsAdmin });
};
export default campaigns;
