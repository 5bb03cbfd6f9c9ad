import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { registerConsoleRoutes } from '../admin-auth';
import type { CategoriesService } from '../categories';
import type { FieldCryptoService } from '../field-crypto';
import { MeetingsRepository } from './meetings.repository';
import { meetingsRoutes } from './meetings.routes';
import { MeetingsService } from './meetings.service';
import { MeetingsAdminRepository } from './meetings-admin.repository';
import { meetingsAdminRoutes } from './meetings-admin.routes';
import { MeetingsAdminService } from './meetings-admin.service';

export { visibleMeetingCondition } from './meeting-conditions';

declare module '../../lib/services' {
  interface Services {
    meetings: MeetingsService;
    meetingsAdmin: MeetingsAdminService;
  }
}

interface MeetingsPorts {
  categories: CategoriesService;
  fieldCrypto: FieldCryptoService;
}

/**
 * Meetings: state from the times, the audience rule, subscriptions and their reminder job,
 * watching sessions, the console's meetings. Answers the target gate for type 4.
 */
const meetings: FastifyPluginAsyncZod<FeatureContext & MeetingsPorts> = async (
  app,
  { database, config, now, jobs, targets, categories, fieldCrypto },
) => {
  const service = new MeetingsService(
    new MeetingsRepository(database.db),
    categories,
    fieldCrypto.derivedSecret('meeting-sessions'),
    now,
    { delayMs: config.HEARTBEAT_BATCH_DELAY_MS },
    config.HEARTBEAT_INTERVAL_S,
  );
  targets.register(MeetingsService.targetTypes, service);
  jobs.register(service.reminderJob());
  const meetingsAdmin = new MeetingsAdminService(new MeetingsAdminRepository(database.db), categories, now);
  Object.assign(app.services, { meetings: service, meetingsAdmin });
  await app.register(meetingsRoutes, { prefix: PLATFORM_PREFIX, meetings: service });
  await registerConsoleRoutes(app, meetingsAdminRoutes, { meetingsAdmin });
};
export default meetings;
