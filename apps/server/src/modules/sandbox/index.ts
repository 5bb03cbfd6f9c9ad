import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdjustableClock } from '../../lib/clock';
import type { FeatureContext } from '../../lib/feature';
import type { SessionsService, UsersRepository } from '../users';
import { wechatMessageTemplates } from '../wechat-notices';
import { wecomSettings } from '../wecom';
import { externalLoginRoutes } from './external-login.routes';
import { OutboxRepository } from './outbox.repository';
import { outboxRoutes } from './outbox.routes';
import { OutboxService } from './outbox.service';
import { sandboxRoutes } from './sandbox.routes';
import { SandboxService } from './sandbox.service';
import { sandboxClockRoutes } from './sandbox-clock.routes';
import { wechatSandboxRoutes } from './wechat-sandbox.routes';
import { WechatSandboxService } from './wechat-sandbox.service';
import { WechatSandboxCodesRepository } from './wechat-sandbox-codes.repository';
import { WechatSandboxMessagesRepository } from './wechat-sandbox-messages.repository';
import { wechatSandboxMessageRoutes } from './wechat-sandbox-messages.routes';
import { WechatSandboxMessagesService } from './wechat-sandbox-messages.service';
import { wecomSandboxApiRoutes, wecomSandboxContactRoutes } from './wecom-sandbox.routes';
import { WecomSandboxService } from './wecom-sandbox.service';

declare module '../../lib/services' {
  interface Services {
    sandbox: SandboxService;
    outbox: OutboxService;
    wechatSandbox: WechatSandboxService;
    wechatSandboxMessages: WechatSandboxMessagesService;
    wecomSandbox: WecomSandboxService | null;
  }
}

interface SandboxPorts {
  users: UsersRepository;
  sessions: SessionsService;
  /** The movable clock; /api/sandbox/clock moves it and runs the jobs. */
  clock: AdjustableClock | undefined;
}

/**
 * Development stand-ins: sandbox login, WeChat's and WeCom's APIs, the external login page, the
 * outbox of codes, the movable clock. The services always exist (the outbox receives codes when no
 * gateway is set); the routes only with SANDBOX on.
 */
const sandbox: FastifyPluginAsyncZod<FeatureContext & SandboxPorts> = async (
  app,
  { database, config, now, jobs, users, sessions, clock },
) => {
  const wecomSetup = wecomSettings(config);
  const services = {
    sandbox: new SandboxService(users, sessions, config.WECHAT_APP_ID, now),
    outbox: new OutboxService(new OutboxRepository(database.db), now),
    wechatSandbox: new WechatSandboxService(
      users,
      new WechatSandboxCodesRepository(database.db),
      { appId: config.WECHAT_APP_ID, appSecret: config.WECHAT_APP_SECRET },
      now,
    ),
    wecomSandbox: wecomSetup ? new WecomSandboxService(users, config.WECHAT_APP_ID, wecomSetup, now) : null,
  };
  const wechatSandboxMessages = new WechatSandboxMessagesService(
    new WechatSandboxMessagesRepository(database.db),
    services.wechatSandbox,
    users,
    { appId: config.WECHAT_APP_ID, templates: wechatMessageTemplates(config) },
    now,
  );
  Object.assign(app.services, services, { wechatSandboxMessages });
  if (!config.SANDBOX) return;
  await app.register(sandboxRoutes, { prefix: '/api/sandbox', sandbox: services.sandbox });
  await app.register(wechatSandboxRoutes, { wechatSandbox: services.wechatSandbox });
  await app.register(wechatSandboxMessageRoutes, { messages: wechatSandboxMessages });
  await app.register(externalLoginRoutes, {
    sandbox: services.sandbox,
    wechatSandbox: services.wechatSandbox,
    appUrl: { publicUrl: config.PUBLIC_URL, webBasePath: config.WEB_BASE_PATH },
  });
  await app.register(outboxRoutes, { prefix: '/sandbox', outbox: services.outbox });
  if (clock) await app.register(sandboxClockRoutes, { prefix: '/api/sandbox', clock, jobs });
  if (services.wecomSandbox) {
    // WeCom's API under /sandbox/wecom; add/remove a contact under /api/sandbox/wecom.
    await app.register(wecomSandboxApiRoutes, { wecomSandbox: services.wecomSandbox });
    await app.register(wecomSandboxContactRoutes, {
      prefix: '/api/sandbox',
      wecomSandbox: services.wecomSandbox,
    });
  }
};
export default sandbox;
