import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { JobLeasesRepository } from './db/job-leases';
import type { AdjustableClock } from './lib/clock';
import type { FeatureContext } from './lib/feature';
import { JobScheduler } from './lib/job-scheduler';
import type { Services } from './lib/services';
import { TargetGate } from './lib/target-gate';
import type { FetchLike } from './lib/upstream';
import { UserChanges } from './lib/user-changes';
import achievements from './modules/achievements';
import adminAuth from './modules/admin-auth';
import analytics from './modules/analytics';
import annualReview from './modules/annual-review';
import campaigns from './modules/campaigns';
import categories from './modules/categories';
import certification from './modules/certification';
import comments from './modules/comments';
import consent from './modules/consent';
import contact from './modules/contact';
import content from './modules/content';
import contentForms from './modules/content-forms';
import drugSafety from './modules/drug-safety';
import favourites from './modules/favourites';
import fieldCrypto from './modules/field-crypto';
import health from './modules/health';
import hospitals from './modules/hospitals';
import imaging from './modules/imaging';
import jssdk from './modules/jssdk';
import learning from './modules/learning';
import media from './modules/media';
import meetings from './modules/meetings';
import members from './modules/members';
import messages from './modules/messages';
import monitor from './modules/monitor';
import points, { pointsReconciler } from './modules/points';
import popovers from './modules/popovers';
import privacy from './modules/privacy';
import questions from './modules/questions';
import ranking from './modules/ranking';
import reactions from './modules/reactions';
import regions from './modules/regions';
import sandbox from './modules/sandbox';
import tasks from './modules/tasks';
import uploads from './modules/uploads';
import users, { usersAdmin } from './modules/users';
import verificationCodes from './modules/verification-codes';
import wechat, { externalLoginUrl } from './modules/wechat';
import wechatNotices from './modules/wechat-notices';
import wecom from './modules/wecom';
import { registerHttpBasics, serverOptions } from './plugins/http';
import { registerMetrics } from './plugins/metrics';
import { openSharedState } from './plugins/redis';
import { registerFrontEnds } from './plugins/static-apps';

export type { Services } from './lib/services';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The clock every service reads; tests move it. */
  now?: () => Date;
  /** How the server calls WeChat and WeCom; tests route it to `app.inject` (default: global fetch). */
  fetch?: FetchLike;
  /** A movable clock (sandbox only): it becomes the app's, and /api/sandbox/clock moves it. */
  clock?: AdjustableClock;
}

/**
 * Builds the whole server. It never listens: server.ts does, and tests `inject`.
 *
 * Each feature is a plugin in `modules/<feature>/index.ts` that builds its repository, services and
 * routes from the context and the ports it is given here, and adds its services to `app.services`.
 * The order is the order of needs: a feature comes after every feature whose port it takes.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, fetch } = options;
  const app = Fastify(serverOptions(config)).withTypeProvider<ZodTypeProvider>();
  // What the nodes share: nothing without REDIS_URL; with it, rate limits and invalidations (decision 031).
  const shared = await openSharedState(config.REDIS_URL, config.REDIS_KEY_PREFIX, app.log);
  await registerHttpBasics(app, {
    rateLimitStore: shared.rateLimitStore,
    serializer: config.NODE_ENV === 'production' ? 'compiled' : 'checked',
  });
  const metrics = registerMetrics(app, config, database, shared);

  const sandboxClock = config.SANDBOX ? options.clock : undefined;
  const now = sandboxClock?.now ?? options.now ?? (() => new Date());
  // Timer rounds are claimed in the database: with several nodes, one of them runs each (decision 031).
  // On real time, as the timers are: a sandbox clock moved back must not hold the rounds off.
  const jobs = new JobScheduler(app.log, new JobLeasesRepository(database.db));
  const bus = shared.bus;
  const targets = new TargetGate(bus);
  const userChanges = new UserChanges(bus);
  const context: FeatureContext = {
    database,
    config,
    now,
    fetch,
    logger: app.log,
    jobs,
    targets,
    userChanges,
    bus,
    metrics,
  };
  const s: Services = { jobs, targets } as Services;
  app.decorate('services', s);
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
  // Redis closes with the app, after the features' own hooks (they run first, being children).
  app.addHook('onClose', () => shared.close());

  // Who is calling: users and sessions (with the app-session auth, before any route), operators.
  await app.register(users, context);
  await app.register(adminAuth, context);
  await app.register(health, { ...context, redis: shared.redis });
  await app.register(sandbox, { ...context, users: s.users, sessions: s.sessions, clock: sandboxClock });
  await app.register(wechat, { ...context, users: s.users, sessions: s.sessions });
  // Registration and the member's identity.
  await app.register(regions, context);
  await app.register(usersAdmin, { ...context, regions: s.regions });
  await app.register(hospitals, context);
  await app.register(fieldCrypto, context);
  await app.register(verificationCodes, { ...context, fieldCrypto: s.fieldCrypto, outbox: s.outbox });
  await app.register(members, {
    ...context,
    regions: s.regions,
    hospitals: s.hospitals,
    verificationCodes: s.verificationCodes,
    fieldCrypto: s.fieldCrypto,
  });
  await app.register(consent, context);
  await app.register(uploads, context);
  await app.register(messages, context);
  await app.register(certification, { ...context, uploads: s.uploads, messages: s.messages });
  // Learning: the catalogue, time spent, and what members do on any target.
  await app.register(points, context);
  await app.register(categories, context);
  await app.register(content, { ...context, categories: s.categories });
  await app.register(learning, {
    ...context,
    contents: s.content,
    fieldCrypto: s.fieldCrypto,
    awards: s.points,
  });
  await app.register(comments, { ...context, awards: s.points });
  await app.register(reactions, { ...context, awards: s.points });
  await app.register(contentForms, context);
  await app.register(imaging, { ...context, uploads: s.uploads, learning: s.learning });
  await app.register(media, context);
  // Meetings and campaigns (each registers its rule at the target gate, and its job).
  await app.register(meetings, {
    ...context,
    categories: s.categories,
    fieldCrypto: s.fieldCrypto,
    comments: s.comments,
  });
  await app.register(campaigns, {
    ...context,
    content: s.content,
    points: s.points,
    contentForms: s.contentForms,
  });
  // Engagement and the personal centre; jobs run in this order.
  await app.register(ranking, context);
  await app.register(annualReview, { ...context, ranking: s.ranking });
  await app.register(jssdk, context);
  // Reminders and certification results in WeChat, after the jobs that write them (decision 036).
  await app.register(wechatNotices, { ...context, accessTokens: s.wechatCredentials });
  await app.register(wecom, context);
  await app.register(monitor, context);
  await app.register(analytics, context);
  await app.register(achievements, { ...context, messages: s.messages });
  await app.register(pointsReconciler, context);
  await app.register(tasks, { ...context, points: s.points });
  await app.register(drugSafety, { ...context, fieldCrypto: s.fieldCrypto, adminAuth: s.adminAuth });
  await app.register(questions, { ...context, uploads: s.uploads, messages: s.messages });
  await app.register(favourites, context);
  await app.register(popovers, context);
  await app.register(contact, context);
  // Privacy rights last: a cancellation reaches every feature's tables.
  await app.register(privacy, {
    ...context,
    deidentifyReport: (report) => s.drugSafety.withoutReporter(report),
    removeUploadFiles: (storageKeys) => s.uploads.removeStoredFiles(storageKeys),
  });

  await registerFrontEnds(app, config, externalLoginUrl(config));
  return app;
}
