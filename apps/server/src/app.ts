import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ADMIN_BASE_PATH, APP_VERSION, PLATFORM_PREFIX, TypeMap } from '@ia/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type Config, serverRoot } from './config';
import type { DatabaseHandle } from './db/client';
import type { AdjustableClock } from './lib/clock';
import { type JobLogger, JobScheduler } from './lib/job-scheduler';
import { AchievementsRepository } from './modules/achievements/achievements.repository';
import { achievementsRoutes } from './modules/achievements/achievements.routes';
import { AchievementsService } from './modules/achievements/achievements.service';
import { AchievementsAdminRepository } from './modules/achievements/achievements-admin.repository';
import { achievementsAdminRoutes } from './modules/achievements/achievements-admin.routes';
import { AchievementsAdminService } from './modules/achievements/achievements-admin.service';
import { operatorAuthPlugin } from './modules/admin-auth/admin-auth.plugin';
import { AdminAuthRepository } from './modules/admin-auth/admin-auth.repository';
import { adminAuthRoutes } from './modules/admin-auth/admin-auth.routes';
import { AdminAuthService } from './modules/admin-auth/admin-auth.service';
import { AdminUsersRepository } from './modules/admin-users/admin-users.repository';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes';
import { AdminUsersService } from './modules/admin-users/admin-users.service';
import { AnnualReviewRepository } from './modules/annual-review/annual-review.repository';
import { annualReviewRoutes } from './modules/annual-review/annual-review.routes';
import { AnnualReviewService } from './modules/annual-review/annual-review.service';
import { CampaignsRepository } from './modules/campaigns/campaigns.repository';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes';
import { CampaignsService } from './modules/campaigns/campaigns.service';
import { CampaignsAdminRepository } from './modules/campaigns/campaigns-admin.repository';
import { campaignsAdminRoutes } from './modules/campaigns/campaigns-admin.routes';
import { CampaignsAdminService } from './modules/campaigns/campaigns-admin.service';
import { CategoriesRepository } from './modules/categories/categories.repository';
import { categoriesRoutes } from './modules/categories/categories.routes';
import { CategoriesService } from './modules/categories/categories.service';
import { CertificationRepository } from './modules/certification/certification.repository';
import { certificationAdminRoutes, certificationRoutes } from './modules/certification/certification.routes';
import { CertificationService } from './modules/certification/certification.service';
import { ConsentRepository } from './modules/consent/consent.repository';
import { consentRoutes } from './modules/consent/consent.routes';
import { ConsentService } from './modules/consent/consent.service';
import { consentAdminRoutes } from './modules/consent/consent-admin.routes';
import { ContactRepository } from './modules/contact/contact.repository';
import { contactAdminRoutes, contactRoutes } from './modules/contact/contact.routes';
import { ContactService } from './modules/contact/contact.service';
import { ContentRepository } from './modules/content/content.repository';
import { contentRoutes } from './modules/content/content.routes';
import { ContentService } from './modules/content/content.service';
import { CategoryAdminRepository } from './modules/content-admin/category-admin.repository';
import { CategoryAdminService } from './modules/content-admin/category-admin.service';
import { ContentAdminRepository } from './modules/content-admin/content-admin.repository';
import { contentAdminRoutes } from './modules/content-admin/content-admin.routes';
import { ContentAdminService } from './modules/content-admin/content-admin.service';
import { HomeAdminRepository } from './modules/content-admin/home-admin.repository';
import { HomeAdminService } from './modules/content-admin/home-admin.service';
import { DrugSafetyRepository } from './modules/drug-safety/drug-safety.repository';
import { drugSafetyAdminRoutes, drugSafetyRoutes } from './modules/drug-safety/drug-safety.routes';
import { DrugSafetyService } from './modules/drug-safety/drug-safety.service';
import { FavouritesRepository } from './modules/favourites/favourites.repository';
import { favouritesRoutes } from './modules/favourites/favourites.routes';
import { FavouritesService } from './modules/favourites/favourites.service';
import { AtRestCipher } from './modules/field-crypto/at-rest-cipher';
import { fieldCryptoRoutes } from './modules/field-crypto/field-crypto.routes';
import { FieldCryptoService } from './modules/field-crypto/field-crypto.service';
import { diagnosticsRoutes, healthRoutes } from './modules/health/health.routes';
import { HospitalsRepository } from './modules/hospitals/hospitals.repository';
import { hospitalsRoutes } from './modules/hospitals/hospitals.routes';
import { HospitalsService } from './modules/hospitals/hospitals.service';
import { jssdkRoutes } from './modules/jssdk/jssdk.routes';
import { JssdkService } from './modules/jssdk/jssdk.service';
import { WechatCredentialsRepository } from './modules/jssdk/wechat-credentials.repository';
import { WechatCredentialsService } from './modules/jssdk/wechat-credentials.service';
import { WechatServerClient } from './modules/jssdk/wechat-server.client';
import { LearningRepository } from './modules/learning/learning.repository';
import { learningRoutes } from './modules/learning/learning.routes';
import { LearningService } from './modules/learning/learning.service';
import { demoMediaRoutes, liveMediaRoutes } from './modules/media/media.routes';
import { MeetingsRepository } from './modules/meetings/meetings.repository';
import { meetingsRoutes } from './modules/meetings/meetings.routes';
import { MeetingsService } from './modules/meetings/meetings.service';
import { MeetingsAdminRepository } from './modules/meetings/meetings-admin.repository';
import { meetingsAdminRoutes } from './modules/meetings/meetings-admin.routes';
import { MeetingsAdminService } from './modules/meetings/meetings-admin.service';
import { MembersRepository } from './modules/members/members.repository';
import { emptyUserRoutes, membersRoutes } from './modules/members/members.routes';
import { MembersService } from './modules/members/members.service';
import { BroadcastsRepository } from './modules/messages/broadcasts.repository';
import { broadcastsAdminRoutes } from './modules/messages/broadcasts.routes';
import { BroadcastsService } from './modules/messages/broadcasts.service';
import { MessagesRepository } from './modules/messages/messages.repository';
import { messagesRoutes } from './modules/messages/messages.routes';
import { MessagesService } from './modules/messages/messages.service';
import { MonitorRepository } from './modules/monitor/monitor.repository';
import { monitorAdminRoutes, monitorRoutes } from './modules/monitor/monitor.routes';
import { MonitorService } from './modules/monitor/monitor.service';
import { PointsRepository } from './modules/points/points.repository';
import { pointsRoutes } from './modules/points/points.routes';
import { PointsService } from './modules/points/points.service';
import { pointsAdminRoutes } from './modules/points/points-admin.routes';
import { PointsReconcilerRepository } from './modules/points/points-reconciler.repository';
import { PopoversRepository } from './modules/popovers/popovers.repository';
import { popoversAdminRoutes, popoversRoutes } from './modules/popovers/popovers.routes';
import { PopoversService } from './modules/popovers/popovers.service';
import { QuestionsRepository } from './modules/questions/questions.repository';
import { questionsAdminRoutes, questionsRoutes } from './modules/questions/questions.routes';
import { QuestionsService } from './modules/questions/questions.service';
import { RankingRepository } from './modules/ranking/ranking.repository';
import { rankingRoutes, rankingSandboxRoutes } from './modules/ranking/ranking.routes';
import { RankingService } from './modules/ranking/ranking.service';
import { RegionsRepository } from './modules/regions/regions.repository';
import { regionsRoutes } from './modules/regions/regions.routes';
import { RegionsService } from './modules/regions/regions.service';
import { externalLoginRoutes } from './modules/sandbox/external-login.routes';
import { OutboxRepository } from './modules/sandbox/outbox.repository';
import { outboxRoutes } from './modules/sandbox/outbox.routes';
import { OutboxService } from './modules/sandbox/outbox.service';
import { sandboxRoutes } from './modules/sandbox/sandbox.routes';
import { SandboxService } from './modules/sandbox/sandbox.service';
import { sandboxClockRoutes } from './modules/sandbox/sandbox-clock.routes';
import { wechatSandboxRoutes } from './modules/sandbox/wechat-sandbox.routes';
import { WechatSandboxService } from './modules/sandbox/wechat-sandbox.service';
import { wecomSandboxApiRoutes, wecomSandboxContactRoutes } from './modules/sandbox/wecom-sandbox.routes';
import { WecomSandboxService } from './modules/sandbox/wecom-sandbox.service';
import { CommentsService } from './modules/social/comments.service';
import { ContentFormsRepository } from './modules/social/content-forms.repository';
import { ContentFormsService } from './modules/social/content-forms.service';
import { ReactionsService } from './modules/social/reactions.service';
import { SocialRepository } from './modules/social/social.repository';
import { socialRoutes } from './modules/social/social.routes';
import { socialAdminRoutes } from './modules/social/social-admin.routes';
import { TargetGate } from './modules/social/target-gate';
import { TasksRepository } from './modules/tasks/tasks.repository';
import { tasksAdminRoutes, tasksRoutes } from './modules/tasks/tasks.routes';
import { TasksService } from './modules/tasks/tasks.service';
import { UploadsRepository } from './modules/uploads/uploads.repository';
import { uploadsAdminRoutes, uploadsPublicRoutes, uploadsRoutes } from './modules/uploads/uploads.routes';
import { UploadsService } from './modules/uploads/uploads.service';
import { SessionsService } from './modules/users/sessions.service';
import { UsersRepository } from './modules/users/users.repository';
import { buildMessageSenders } from './modules/verification-codes/message-senders';
import { VerificationCodesRepository } from './modules/verification-codes/verification-codes.repository';
import { verificationCodesRoutes } from './modules/verification-codes/verification-codes.routes';
import { VerificationCodesService } from './modules/verification-codes/verification-codes.service';
import { WechatRepository } from './modules/wechat/wechat.repository';
import { wechatOauthRoutes, wechatPlatformRoutes } from './modules/wechat/wechat.routes';
import { WechatAuthService } from './modules/wechat/wechat-auth.service';
import { externalLoginUrl, wechatEndpoints } from './modules/wechat/wechat-endpoints';
import { type FetchLike, type UpstreamLogger, WechatOAuthClient } from './modules/wechat/wechat-oauth.client';
import { WecomRepository } from './modules/wecom/wecom.repository';
import { wecomCallbackRoutes, wecomRoutes } from './modules/wecom/wecom.routes';
import { type WecomConnection, WecomService } from './modules/wecom/wecom.service';
import { WecomAccessTokenService } from './modules/wecom/wecom-access-token.service';
import { WecomApiClient } from './modules/wecom/wecom-api.client';
import { wecomSettings } from './modules/wecom/wecom-settings';
import { authPlugin } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSpa } from './plugins/static-apps';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The clock every service reads; tests move it. */
  now?: () => Date;
  /** How the server calls WeChat; tests route it to `app.inject` (default: global fetch). */
  fetch?: FetchLike;
  /**
   * A movable clock (sandbox only): its `now` becomes the app's, and /api/sandbox/clock moves it.
   * Ignored without the sandbox.
   */
  clock?: AdjustableClock;
}

/** What buildServices takes from outside the configuration: upstream HTTP and a logger. */
export interface ServiceDependencies {
  fetch?: FetchLike | undefined;
  logger?: UpstreamLogger | undefined;
  jobLogger?: JobLogger | undefined;
}

/** The services of one app instance, built once and handed to the routes. */
export function buildServices(
  database: DatabaseHandle,
  config: Config,
  now: () => Date,
  dependencies: ServiceDependencies = {},
) {
  const users = new UsersRepository(database.db);
  // Scheduled jobs (meeting reminders, …): features register here; server.ts starts the timers.
  const jobs = new JobScheduler(dependencies.jobLogger);
  const sessions = new SessionsService(users, now);
  const hospitals = new HospitalsService(new HospitalsRepository(database.db));
  const uploads = new UploadsService(
    new UploadsRepository(database.db),
    config.UPLOAD_DIR ?? path.join(config.DATA_DIR, 'uploads'),
    now,
  );
  const messages = new MessagesService(new MessagesRepository(database.db), now);
  const certification = new CertificationService(
    new CertificationRepository(database.db),
    uploads,
    messages,
    now,
  );
  const wechat = wechatEndpoints(config);
  const wechatAuth = new WechatAuthService(
    new WechatRepository(database.db),
    users,
    sessions,
    new WechatOAuthClient({
      appId: config.WECHAT_APP_ID,
      appSecret: config.WECHAT_APP_SECRET,
      apiBase: wechat.apiBase,
      fetch: dependencies.fetch,
      logger: dependencies.logger,
    }),
    {
      appId: config.WECHAT_APP_ID,
      scope: config.WECHAT_OAUTH_SCOPE,
      oauthBase: wechat.oauthBase,
      appUrl: { publicUrl: config.PUBLIC_URL, webBasePath: config.WEB_BASE_PATH },
    },
    now,
  );
  // Tests (NODE_ENV=test) without FIELD_KEY_FILE get a per-process in-memory key: nothing on disk.
  const fieldCrypto = FieldCryptoService.fromConfig(config);
  const outbox = new OutboxService(new OutboxRepository(database.db), now);
  const verificationCodes = new VerificationCodesService(
    new VerificationCodesRepository(database.db),
    buildMessageSenders(config, outbox),
    fieldCrypto.derivedSecret('verification-codes'),
    now,
  );
  const regions = new RegionsService(new RegionsRepository(database.db));
  const members = new MembersService(
    new MembersRepository(database.db),
    regions,
    hospitals,
    verificationCodes,
    now,
  );
  const consent = new ConsentService(new ConsentRepository(database.db), now);
  const adminUsers = new AdminUsersService(
    new AdminUsersRepository(database.db),
    regions,
    config.WECHAT_APP_ID,
    now,
  );
  const categories = new CategoriesService(new CategoriesRepository(database.db), now);
  // Content and learning need each other: content detail shows the viewer's progress, and a
  // learning session opens only on content the viewer may open — learning reaches the content
  // service through this late-bound call (made per request, once both exist).
  const learning: LearningService = new LearningService(
    new LearningRepository(database.db),
    { requireOpenable: (user, contentId, type) => content.requireOpenable(user, contentId, type) },
    fieldCrypto.derivedSecret('learning-sessions'),
    now,
    { delayMs: config.HEARTBEAT_BATCH_DELAY_MS },
  );
  const content = new ContentService(new ContentRepository(database.db), categories, learning, now);
  const socialRepository = new SocialRepository(database.db);
  // Comments, likes, favourites and forms ask one gate; meetings and campaigns register theirs.
  const targets = new TargetGate(content);
  const comments = new CommentsService(socialRepository, targets, now);
  const reactions = new ReactionsService(socialRepository, targets);
  const contentForms = new ContentFormsService(new ContentFormsRepository(database.db), targets, now);
  const contentAdminRepository = new ContentAdminRepository(database.db);
  const categoryAdminRepository = new CategoryAdminRepository(database.db);
  // Meetings: type 4 for the social features, and the reminder job.
  const meetings = new MeetingsService(
    new MeetingsRepository(database.db),
    categories,
    fieldCrypto.derivedSecret('meeting-sessions'),
    now,
    { delayMs: config.HEARTBEAT_BATCH_DELAY_MS },
  );
  targets.register(MeetingsService.targetTypes, meetings);
  jobs.register(meetings.reminderJob());
  // Campaigns: types 6 (campaign) and 7 (section) for the social features, the sign-up form's
  // hooks (participants only; its points), and the reconciler of points for finished contents.
  const points = new PointsService(new PointsRepository(database.db), now);
  const campaigns = new CampaignsService(new CampaignsRepository(database.db), content, points, now);
  targets.register([TypeMap.CAMPAIGN, TypeMap.ACTIVITY_DETAIL], campaigns);
  contentForms.registerSubmissionHooks(TypeMap.CAMPAIGN, campaigns);
  jobs.register(campaigns.pointsJob());
  // Ranking (issue 6): boards rebuilt from the points ledger by a job (also at start); annual review.
  const ranking = new RankingService(new RankingRepository(database.db), now);
  jobs.register(ranking.refreshJob());
  const annualReview = new AnnualReviewService(new AnnualReviewRepository(database.db), ranking, now);
  // JS-SDK (issue 6, H5): WeChat's access token and jsapi_ticket, cached for all processes and
  // refreshed ahead of expiry by a job; page views and events (monitor) written in batches.
  const wechatCredentials = new WechatCredentialsService(
    new WechatCredentialsRepository(database.db),
    new WechatServerClient({
      appId: config.WECHAT_APP_ID,
      appSecret: config.WECHAT_APP_SECRET,
      apiBase: wechat.apiBase,
      fetch: dependencies.fetch,
      logger: dependencies.logger,
    }),
    config.WECHAT_APP_ID,
    now,
    { logger: dependencies.logger },
  );
  jobs.register(wechatCredentials.refreshJob());
  const jssdk = new JssdkService(
    wechatCredentials,
    {
      appId: config.WECHAT_APP_ID,
      appUrl: { publicUrl: config.PUBLIC_URL, webBasePath: config.WEB_BASE_PATH },
    },
    now,
  );
  const monitor = new MonitorService(new MonitorRepository(database.db), now, {
    delayMs: config.HEARTBEAT_BATCH_DELAY_MS,
  });
  // Medals and certificates: earned on demand and by a job that sends the messages.
  const achievements = new AchievementsService(
    new AchievementsRepository(database.db),
    messages,
    { publicUrl: config.PUBLIC_URL, webBasePath: config.WEB_BASE_PATH },
    now,
  );
  jobs.register(achievements.job());
  // Issue 6: questions, favourites, pop-overs, contact, drug safety, broadcasts.
  const adminAuth = new AdminAuthService(new AdminAuthRepository(database.db), now);
  const drugSafety = new DrugSafetyService(
    new DrugSafetyRepository(database.db),
    new AtRestCipher(fieldCrypto.derivedSecret('drug-safety-reports')),
    adminAuth,
    now,
  );
  // Points rules (issue 6): comments, likes and learning award through them; the reconciler
  // prices learning and meeting minutes and finished courses from the logs. Tasks read the logs.
  points.wire(targets, new PointsReconcilerRepository(database.db));
  comments.useAwards(points);
  reactions.useAwards(points);
  learning.useAwards(points);
  jobs.register(points.pointsJob());
  const tasks = new TasksService(new TasksRepository(database.db), points, now);
  // WeCom customer contact (decision 021): callbacks record who added the assistant; the access
  // token shares the JS-SDK's credentials table. Unset, every member answers added=false.
  const wecomSetup = wecomSettings(config);
  let wecomConnection: WecomConnection | null = null;
  if (wecomSetup) {
    const client = new WecomApiClient({
      corpId: wecomSetup.corpId,
      contactSecret: wecomSetup.contactSecret,
      apiBase: wecomSetup.apiBase,
      fetch: dependencies.fetch,
      logger: dependencies.logger,
    });
    const accessToken = new WecomAccessTokenService(
      new WechatCredentialsRepository(database.db),
      client,
      wecomSetup.corpId,
      now,
    );
    wecomConnection = { keys: wecomSetup, client, accessToken };
  } else {
    dependencies.logger?.warn(
      {},
      'WeCom not configured (WECOM_*): member/getWecomStatus answers added=false',
    );
  }
  const wecom = new WecomService(new WecomRepository(database.db), wecomConnection, now, dependencies.logger);
  // [service-construction]
  return {
    users,
    sessions,
    adminAuth,
    regions,
    categories,
    sandbox: new SandboxService(users, sessions, config.WECHAT_APP_ID, now),
    hospitals,
    learning,
    uploads,
    messages,
    certification,
    wechatAuth,
    wechatSandbox: new WechatSandboxService(
      users,
      { appId: config.WECHAT_APP_ID, appSecret: config.WECHAT_APP_SECRET },
      now,
    ),
    fieldCrypto,
    outbox,
    verificationCodes,
    members,
    consent,
    adminUsers,
    content,
    comments,
    reactions,
    contentForms,
    contentAdmin: new ContentAdminService(contentAdminRepository, categoryAdminRepository, now),
    categoryAdmin: new CategoryAdminService(categoryAdminRepository, contentAdminRepository, now),
    homeAdmin: new HomeAdminService(
      new HomeAdminRepository(database.db),
      contentAdminRepository,
      categoryAdminRepository,
      now,
    ),
    meetings,
    meetingsAdmin: new MeetingsAdminService(new MeetingsAdminRepository(database.db), categories, now),
    points,
    campaigns,
    campaignsAdmin: new CampaignsAdminService(new CampaignsAdminRepository(database.db), now),
    ranking,
    annualReview,
    wechatCredentials,
    jssdk,
    monitor,
    achievements,
    achievementsAdmin: new AchievementsAdminService(
      new AchievementsAdminRepository(database.db),
      messages,
      now,
    ),
    broadcasts: new BroadcastsService(new BroadcastsRepository(database.db), now),
    questions: new QuestionsService(new QuestionsRepository(database.db), uploads, messages, now),
    favourites: new FavouritesService(new FavouritesRepository(database.db), now),
    popovers: new PopoversService(new PopoversRepository(database.db), now),
    contact: new ContactService(new ContactRepository(database.db), now),
    drugSafety,
    tasks,
    wecom,
    wecomSandbox: wecomSetup ? new WecomSandboxService(users, config.WECHAT_APP_ID, wecomSetup, now) : null,
    // [services]
    jobs,
    targets,
  };
}
export type Services = ReturnType<typeof buildServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** Builds the whole server. It never listens: server.ts does, and tests `inject`. */
export async function buildApp({
  config,
  database,
  now: givenNow,
  fetch,
  clock,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        // Personal data of registration bodies, should a body ever be logged (PIPL).
        ...['secure', 'name', 'mobile', 'email'].flatMap((field) => [`body.${field}`, `req.body.${field}`]),
      ],
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const sandboxClock = config.SANDBOX ? clock : undefined;
  const now = sandboxClock?.now ?? givenNow ?? (() => new Date());
  const services = buildServices(database, config, now, { fetch, logger: app.log, jobLogger: app.log });
  app.addHook('onClose', async () => {
    await services.jobs.stop();
  });
  app.decorate('services', services);

  await app.register(fastifyFormbody);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: '影像学院 Imaging Academy API', version: APP_VERSION },
      components: {
        securitySchemes: {
          session: { type: 'http', scheme: 'bearer' },
          operator: { type: 'apiKey', in: 'cookie', name: 'ia_admin' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(authPlugin, { sessions: services.sessions, now });

  await app.register(healthRoutes, { database });
  await app.register(diagnosticsRoutes, { prefix: '/api' });
  await app.register(
    async (platform) => {
      await platform.register(regionsRoutes, { regions: services.regions });
      await platform.register(categoriesRoutes, { categories: services.categories });
      // Identity (issue 3): each feature registers its platform routes here.
      await platform.register(hospitalsRoutes, { hospitals: services.hospitals });
      await platform.register(learningRoutes, { learning: services.learning });
      await platform.register(uploadsRoutes, { uploads: services.uploads });
      await platform.register(messagesRoutes, { messages: services.messages });
      await platform.register(certificationRoutes, { certification: services.certification });
      await platform.register(wechatPlatformRoutes, {
        wechatAuth: services.wechatAuth,
        secureCookies: config.PUBLIC_URL?.startsWith('https:') ?? false,
      });
      await platform.register(fieldCryptoRoutes, { fieldCrypto: services.fieldCrypto });
      await platform.register(verificationCodesRoutes, { verificationCodes: services.verificationCodes });
      await platform.register(membersRoutes, {
        members: services.members,
        fieldCrypto: services.fieldCrypto,
      });
      await platform.register(consentRoutes, { consent: services.consent });
      await platform.register(contentRoutes, { content: services.content });
      await platform.register(socialRoutes, {
        comments: services.comments,
        reactions: services.reactions,
        contentForms: services.contentForms,
      });
      await platform.register(meetingsRoutes, { meetings: services.meetings });
      await platform.register(campaignsRoutes, { campaigns: services.campaigns });
      await platform.register(rankingRoutes, { ranking: services.ranking });
      await platform.register(annualReviewRoutes, { annualReview: services.annualReview });
      await platform.register(jssdkRoutes, { jssdk: services.jssdk });
      await platform.register(monitorRoutes, { monitor: services.monitor });
      await platform.register(achievementsRoutes, { achievements: services.achievements });
      await platform.register(questionsRoutes, { questions: services.questions });
      await platform.register(favouritesRoutes, { favourites: services.favourites });
      await platform.register(popoversRoutes, { popovers: services.popovers });
      await platform.register(contactRoutes, { contact: services.contact });
      await platform.register(drugSafetyRoutes, { drugSafety: services.drugSafety });
      await platform.register(pointsRoutes, { points: services.points });
      await platform.register(tasksRoutes, { tasks: services.tasks });
      await platform.register(wecomRoutes, { wecom: services.wecom });
      // [platform-routes]
    },
    { prefix: PLATFORM_PREFIX },
  );
  // Mobile-API routes outside /api/platform (spec §7's noted exceptions: /api/oauth, /api/wap/empty-user).
  // Public uploaded images at /uploads/<storage key> (private ones only through authorised routes).
  await app.register(uploadsPublicRoutes, { uploads: services.uploads });
  await app.register(wechatOauthRoutes, {
    wechatAuth: services.wechatAuth,
    secureCookies: config.PUBLIC_URL?.startsWith('https:') ?? false,
  });
  await app.register(emptyUserRoutes, { members: services.members });
  await app.register(demoMediaRoutes, { root: path.join(serverRoot, 'demo-media') });
  await app.register(liveMediaRoutes, { root: path.join(serverRoot, 'demo-media'), now });
  // WeCom's customer-contact callback URL (/api/wecom/callback): public, checked by its signature.
  await app.register(wecomCallbackRoutes, { wecom: services.wecom });
  // [api-root-routes]
  await app.register(
    async (admin) => {
      await admin.register(operatorAuthPlugin, { adminAuth: services.adminAuth });
      await admin.register(adminAuthRoutes, {
        adminAuth: services.adminAuth,
        secureCookies: config.PUBLIC_URL?.startsWith('https:') ?? false,
      });
      await admin.register(uploadsAdminRoutes, {
        uploads: services.uploads,
        videoMaxBytes: Math.round(config.VIDEO_UPLOAD_MAX_MB * 1024 * 1024),
      });
      await admin.register(certificationAdminRoutes, { certification: services.certification });
      await admin.register(consentAdminRoutes, { consent: services.consent });
      await admin.register(adminUsersRoutes, { adminUsers: services.adminUsers });
      await admin.register(socialAdminRoutes, {
        comments: services.comments,
        contentForms: services.contentForms,
      });
      await admin.register(contentAdminRoutes, {
        contentAdmin: services.contentAdmin,
        categoryAdmin: services.categoryAdmin,
        homeAdmin: services.homeAdmin,
      });
      await admin.register(meetingsAdminRoutes, { meetingsAdmin: services.meetingsAdmin });
      await admin.register(campaignsAdminRoutes, { campaignsAdmin: services.campaignsAdmin });
      await admin.register(monitorAdminRoutes, { monitor: services.monitor });
      await admin.register(achievementsAdminRoutes, { achievementsAdmin: services.achievementsAdmin });
      await admin.register(broadcastsAdminRoutes, { broadcasts: services.broadcasts });
      await admin.register(questionsAdminRoutes, { questions: services.questions });
      await admin.register(popoversAdminRoutes, { popovers: services.popovers });
      await admin.register(contactAdminRoutes, { contact: services.contact });
      await admin.register(drugSafetyAdminRoutes, { drugSafety: services.drugSafety });
      await admin.register(pointsAdminRoutes, { points: services.points });
      await admin.register(tasksAdminRoutes, { tasks: services.tasks });
      // [admin-routes]
    },
    { prefix: '/api/admin' },
  );
  if (config.SANDBOX) {
    await app.register(sandboxRoutes, { prefix: '/api/sandbox', sandbox: services.sandbox });
    // WeChat, external-login and outbox stand-ins, under /sandbox (sandbox only).
    await app.register(wechatSandboxRoutes, { wechatSandbox: services.wechatSandbox });
    await app.register(externalLoginRoutes, {
      sandbox: services.sandbox,
      wechatSandbox: services.wechatSandbox,
      appUrl: { publicUrl: config.PUBLIC_URL, webBasePath: config.WEB_BASE_PATH },
    });
    await app.register(outboxRoutes, { prefix: '/sandbox', outbox: services.outbox });
    if (sandboxClock) {
      await app.register(sandboxClockRoutes, {
        prefix: '/api/sandbox',
        clock: sandboxClock,
        jobs: services.jobs,
      });
    }
    await app.register(rankingSandboxRoutes, { prefix: '/api/sandbox', ranking: services.ranking });
    if (services.wecomSandbox) {
      // WeCom's API under /sandbox/wecom; add/remove a contact under /api/sandbox/wecom.
      await app.register(wecomSandboxApiRoutes, { wecomSandbox: services.wecomSandbox });
      await app.register(wecomSandboxContactRoutes, {
        prefix: '/api/sandbox',
        wecomSandbox: services.wecomSandbox,
      });
    }
    // [sandbox-routes]
  }

  const webServed = await registerSpa(app, {
    basePath: config.WEB_BASE_PATH,
    distDir: config.WEB_DIST_DIR,
    runtimeConfig: {
      basePath: config.WEB_BASE_PATH,
      deployment: config.DEPLOYMENT,
      loginMode: config.LOGIN_MODE,
      wechatAppId: config.WECHAT_APP_ID,
      sandbox: config.SANDBOX,
      externalLoginUrl: externalLoginUrl(config),
    },
  });
  await registerSpa(app, { basePath: ADMIN_BASE_PATH, distDir: config.ADMIN_DIST_DIR });
  if (webServed) {
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect(config.WEB_BASE_PATH));
  }

  return app;
}
