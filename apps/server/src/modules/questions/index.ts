import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { registerConsoleRoutes } from '../admin-auth';
import type { MessagesService } from '../messages';
import type { UploadsService } from '../uploads';
import { QuestionsRepository } from './questions.repository';
import { questionsAdminRoutes, questionsRoutes } from './questions.routes';
import { QuestionsService } from './questions.service';

declare module '../../lib/services' {
  interface Services {
    questions: QuestionsService;
  }
}

/** Members' questions with photos; operators answer through the message centre. */
const questions: FastifyPluginAsyncZod<
  FeatureContext & { uploads: UploadsService; messages: MessagesService }
> = async (app, { database, now, uploads, messages }) => {
  const service = new QuestionsService(new QuestionsRepository(database.db), uploads, messages, now);
  app.services.questions = service;
  await app.register(questionsRoutes, { prefix: PLATFORM_PREFIX, questions: service });
  await registerConsoleRoutes(app, questionsAdminRoutes, { questions: service });
};
export default questions;
