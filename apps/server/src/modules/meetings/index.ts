import { PLATFORM_PREFIX, TypeMap } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appError } from '../../lib/app-error';
import type { FeatureContext } from '../../lib/feature';
import { heartbeatBatchSizes } from '../../lib/metrics';
import { SharedAnswers } from '../../lib/shared-answers';
import { registerConsoleRoutes } from '../admin-auth';
import type { CategoriesService } from '../categories';
import type { CommentsService } from '../comments';
import type { FieldCryptoService } from '../field-crypto';
import { LiveRooms } from './live-room';
import { MeetingsRepository } from './meetings.repository';
import { meetingsRoutes } from './meetings.routes';
import { MeetingsService } from './meetings.service';
import { MeetingsAdminRepository } from './meetings-admin.repository';
import { meetingsAdminRoutes } from './meetings-admin.routes';
import { MeetingsAdminService } from './meetings-admin.service';

export { visibleMeetingCondition } from './meeting-conditions';

/** The comments a live push carries: the app's first page (its COMMENT_PAGE_SIZE). */
const LIVE_PUSH_COMMENT_PAGE_SIZE = 10;
/** Seconds; a push to a room of 10,000 streams takes about a tenth of a second (decision 027). */
const BROADCAST_BUCKETS = [0.001, 0.01, 0.05, 0.1, 0.2, 0.5, 1];

declare module '../../lib/services' {
  interface Services {
    meetings: MeetingsService;
    meetingsAdmin: MeetingsAdminService;
  }
}

interface MeetingsPorts {
  categories: CategoriesService;
  /** The first page of a meeting's comments, for the live push. */
  comments: Pick<CommentsService, 'publicFirstPage'>;
  fieldCrypto: FieldCryptoService;
}

/**
 * Meetings: state from the times, the audience rule, subscriptions and their reminder job,
 * watching sessions, the console's meetings. Answers the target gate for type 4.
 */
const meetings: FastifyPluginAsyncZod<FeatureContext & MeetingsPorts> = async (
  app,
  { database, config, now, jobs, targets, categories, fieldCrypto, comments, logger, bus, metrics },
) => {
  const service = new MeetingsService(
    new MeetingsRepository(database.db),
    categories,
    fieldCrypto.secretRing('meeting-sessions'),
    now,
    {
      delayMs: config.HEARTBEAT_BATCH_DELAY_MS,
      spacingMs: config.HEARTBEAT_BATCH_SPACING_MS,
      onBatch: heartbeatBatchSizes(metrics),
    },
    config.HEARTBEAT_INTERVAL_S,
    // The lists are kept as long as the catalogue's (0 in the API tests, whose fixtures write rows).
    config.CATALOGUE_CACHE_MS,
  );
  targets.register(MeetingsService.targetTypes, service);
  jobs.register(service.reminderJob());
  const readSnapshot = (meetingId: number) =>
    service.liveSnapshot(meetingId, (id) =>
      comments.publicFirstPage(id, TypeMap.MEETING, LIVE_PUSH_COMMENT_PAGE_SIZE),
    );
  const broadcastSeconds = metrics.histogram(
    'live_room_broadcast_seconds',
    'Time to write one push (or ping) to every stream of a room on this node, first write to last',
    BROADCAST_BUCKETS,
  );
  // The rest of a broadcast's time is the node answering requests between its write slices.
  const broadcastWritingSeconds = metrics.histogram(
    'live_room_broadcast_writing_seconds',
    'Of live_room_broadcast_seconds, the time spent in the writes themselves',
    BROADCAST_BUCKETS,
  );
  const liveRooms = new LiveRooms({
    read: readSnapshot,
    onError: (error, meetingId) => logger?.error({ err: error, meetingId }, 'live room read failed'),
    onBroadcast: (seconds, writingSeconds) => {
      broadcastSeconds(seconds);
      broadcastWritingSeconds(writingSeconds);
    },
  });
  // The same snapshot for the phones that poll (no stream could be had): serialized once per
  // CATALOGUE_CACHE_MS (the room's tick) for every poller of a meeting, dropped with the live reads.
  const liveSnapshots = new SharedAnswers(config.CATALOGUE_CACHE_MS);
  const forgetLive = () => {
    service.forgetLiveReads();
    liveSnapshots.clear();
  };
  metrics.gauge('live_room_streams', 'Live-room event streams open on this node', () => liveRooms.listeners);
  // A comment or like on a meeting, on any node, reaches the viewers of every node within the
  // wake's gap: each node's room reads the snapshot again and pushes to its own streams (decision 031).
  targets.onCountersChanged((target) => {
    forgetLive();
    if (target?.type === TypeMap.MEETING) liveRooms.wake(target.id);
  });
  // A meeting edited in the console (times, status, published) on any node.
  const meetingEdits = bus.channel<null>('meetings', null);
  meetingEdits.subscribe(() => {
    forgetLive();
    liveRooms.wakeAll();
  });
  const meetingsAdmin = new MeetingsAdminService(
    new MeetingsAdminRepository(database.db),
    categories,
    now,
    () => meetingEdits.publish(null),
  );
  Object.assign(app.services, { meetings: service, meetingsAdmin });
  await app.register(meetingsRoutes, {
    prefix: PLATFORM_PREFIX,
    meetings: service,
    liveRooms,
    liveSnapshot: (meetingId) =>
      liveSnapshots.answer(String(meetingId), async () => {
        // Gone between the viewer's check and this read (unpublished, deleted): as the check says.
        const snapshot = await readSnapshot(meetingId);
        if (!snapshot) throw appError('MEETING_NOT_FOUND');
        return snapshot;
      }),
  });
  await registerConsoleRoutes(app, meetingsAdminRoutes, { meetingsAdmin });
};
export default meetings;
