import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { registerConsoleRoutes } from '../admin-auth';
import { BroadcastsRepository } from './broadcasts.repository';
import { broadcastsAdminRoutes } from './broadcasts.routes';
import { BroadcastsService } from './broadcasts.service';
import { MessagesRepository } from './messages.repository';
import { messagesRoutes } from './messages.routes';
import { MessagesService } from './messages.service';

export type { MessagesService, Notice } from './messages.service';

declare module '../../lib/services' {
  interface Services {
    messages: MessagesService;
    broadcasts: BroadcastsService;
  }
}

/** The message centre other features write to, and the console's broadcasts. */
const messages: FastifyPluginAsyncZod<FeatureContext> = async (app, { database, now }) => {
  const service = new MessagesService(new MessagesRepository(database.db), now);
  const broadcasts = new BroadcastsService(new BroadcastsRepository(database.db), now);
  Object.assign(app.services, { messages: service, broadcasts });
  await app.register(messagesRoutes, { prefix: PLATFORM_PREFIX, messages: service });
  await registerConsoleRoutes(app, broadcastsAdminRoutes, { broadcasts });
};
export default messages;
