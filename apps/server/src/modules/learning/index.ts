import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { heartbeatBatchSizes } from '../../lib/metrics';
import type { FieldCryptoService } from '../field-crypto';
import type { ActionAwarder } from '../points';
import { LearningRepository } from './learning.repository';
import { learningRoutes } from './learning.routes';
import { LearningService, type OpenableContents } from './learning.service';

export { HEARTBEAT_SEQUENCE_SLACK_S } from './learning.service';

declare module '../../lib/services' {
  interface Services {
    learning: LearningService;
  }
}

interface LearningPorts {
  /** May this viewer open that content? (the content feature's rule) */
  contents: OpenableContents;
  fieldCrypto: FieldCryptoService;
  awards: ActionAwarder;
}

/** Learning time: signed sessions on a content, heartbeats written in batches, the viewer's history. */
const learning: FastifyPluginAsyncZod<FeatureContext & LearningPorts> = async (
  app,
  { database, config, now, contents, fieldCrypto, awards, metrics },
) => {
  const service = new LearningService(
    new LearningRepository(database.db),
    contents,
    fieldCrypto.secretRing('learning-sessions'),
    now,
    {
      delayMs: config.HEARTBEAT_BATCH_DELAY_MS,
      spacingMs: config.HEARTBEAT_BATCH_SPACING_MS,
      onBatch: heartbeatBatchSizes(metrics),
    },
    config.HEARTBEAT_INTERVAL_S,
  );
  service.useAwards(awards);
  app.services.learning = service;
  await app.register(learningRoutes, { prefix: PLATFORM_PREFIX, learning: service });
};
export default learning;
