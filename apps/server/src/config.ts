import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  HEARTBEAT_INTERVAL_S,
  LoginMode,
  VIDEO_UPLOAD_MAX_MB_DEFAULT,
  WEB_BASE_PATH_DEFAULT,
} from '@ia/shared';
import { z } from 'zod';
import { parseSecretList } from './lib/secret-ring';

/** The repository root: the nearest folder upwards holding the workspace's package.json (works from src/ and dist/). */
export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(start: string): string {
  for (let dir = start; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && 'workspaces' in JSON.parse(fs.readFileSync(manifest, 'utf8'))) return dir;
  }
  throw new Error(`Cannot find the repository root above ${start}`);
}
export const serverRoot = path.join(repoRoot, 'apps/server');

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const basePath = z
  .string()
  .regex(/^\/[a-z0-9-_/]*\/$/i, 'must start and end with "/", e.g. /h5/')
  .refine(
    (value) => !value.startsWith('/api/') && value !== '/admin/',
    'must not clash with /api/ or /admin/',
  );

/** A list of `id:base64` keys (lib/secret-ring), checked at start without echoing a secret. */
const secretList = z.string().superRefine((value, ctx) => {
  try {
    parseSecretList(value);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
  }
});

/** The sandbox's own WeChat credentials: they only work against the sandbox. */
const SANDBOX_WECHAT_APP_ID = 'wx_sandbox_app';
const SANDBOX_WECHAT_APP_SECRET = 'sandbox_app_secret';
/** The sandbox's WeCom corp and callback settings, used when SANDBOX is on and WECOM_* are unset. */
export const SANDBOX_WECOM = {
  corpId: 'ww_sandbox_corp',
  contactSecret: 'sandbox_contact_secret',
  callbackToken: 'sandbox_callback_token',
  encodingAesKey: 'aW1hZ2luZy1hY2FkZW15LXNhbmRib3gtd2Vjb20tayE',
} as const;
/** The four settings WeCom's customer-contact API and callback need, all or none. */
const WECOM_SETTING_NAMES = [
  'WECOM_CORP_ID',
  'WECOM_CONTACT_SECRET',
  'WECOM_CALLBACK_TOKEN',
  'WECOM_ENCODING_AES_KEY',
] as const;

/**
 * Every setting the server reads, validated at start. `.env.example` documents each one;
 * keep the two in step (a unit test compares them).
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DEPLOYMENT: z.enum(['production', 'test', 'dev']).default('dev'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  WEB_BASE_PATH: basePath.default(WEB_BASE_PATH_DEFAULT),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  ADMIN_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/admin/dist')),
  SEED_DEMO: booleanFromEnv.default(true),
  /** With SEED_DEMO, also the demo imaging cases, rendered at seed time (a few seconds; off in tests). */
  SEED_DEMO_IMAGING: booleanFromEnv.default(true),
  SANDBOX: booleanFromEnv.default(true),
  LOGIN_MODE: z.enum(LoginMode).default('self'),
  WECHAT_APP_ID: z.string().min(1).default(SANDBOX_WECHAT_APP_ID),
  WECHAT_APP_SECRET: z.string().min(1).default(SANDBOX_WECHAT_APP_SECRET),
  /** Where browsers are sent to authorize; default: the sandbox, or https://open.weixin.qq.com without it. */
  WECHAT_OAUTH_BASE: z.string().optional(),
  /** Where the server exchanges codes; default: the sandbox on this server, or https://api.weixin.qq.com. */
  WECHAT_API_BASE: z.url().optional(),
  WECHAT_OAUTH_SCOPE: z.enum(['snsapi_base', 'snsapi_userinfo']).default('snsapi_base'),
  /** Template message (模板消息) ids of the official account; unset: that message is not sent to WeChat (decision 036). */
  WECHAT_TEMPLATE_MEETING_REMINDER: z.string().min(1).max(64).optional(),
  WECHAT_TEMPLATE_CERTIFICATION_RESULT: z.string().min(1).max(64).optional(),
  /** One-time subscription (订阅通知) template id of the meeting reminder, asked for with wx-open-subscribe. */
  WECHAT_SUBSCRIBE_TEMPLATE_MEETING_REMINDER: z.string().min(1).max(64).optional(),
  /** Middle-platform / look-star login page; default: the sandbox stand-in. */
  EXTERNAL_LOGIN_URL: z.string().optional(),
  /** WeCom (企业微信) corp id; with the next three, turns on member/getWecomStatus (decision 021). */
  WECOM_CORP_ID: z.string().min(1).max(64).optional(),
  /** The secret of WeCom's customer-contact (客户联系) API. */
  WECOM_CONTACT_SECRET: z.string().min(1).optional(),
  /** Token and EncodingAESKey of the customer-contact callback URL, as set in WeCom's admin. */
  WECOM_CALLBACK_TOKEN: z.string().min(1).max(64).optional(),
  WECOM_ENCODING_AES_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}$/, 'must be the 43-character EncodingAESKey from WeCom')
    .optional(),
  /** Where the server calls WeCom; default: the sandbox on this server, or https://qyapi.weixin.qq.com. */
  WECOM_API_BASE: z.url().optional(),
  /** smtp:// or smtps:// URL of the mail server; unset: mail goes to the sandbox outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('影像学院 <no-reply@imaging-academy.invalid>'),
  /** HTTP endpoint of the SMS provider; unset: SMS goes to the sandbox outbox. */
  SMS_PROVIDER_URL: z.url().optional(),
  SMS_API_KEY: z.string().optional(),
  /**
   * PEM files of the RSA private keys for encrypted registration fields, newest first, separated by
   * commas: the first is published and used, the others still decrypt (rotation, decision 033).
   * Default: one key generated in DATA_DIR/keys (refused with DEPLOYMENT=production).
   */
  FIELD_KEY_FILE: z.string().optional(),
  /**
   * Keys of the learning and meeting viewing sessions' signatures: `id:base64` (32 bytes or more),
   * newest first, comma-separated; the first signs, every one verifies. Or SESSION_SECRET_FILE,
   * a file holding the same. Default: derived from the field key (decision 033).
   */
  SESSION_SECRET: secretList.optional(),
  SESSION_SECRET_FILE: z.string().min(1).optional(),
  /** Keys of the verification codes' HMAC, in the same form (or CODE_SECRET_FILE). */
  CODE_SECRET: secretList.optional(),
  CODE_SECRET_FILE: z.string().min(1).optional(),
  /** Keys sealing drug-safety reports at rest, in the same form (or DRUG_SAFETY_KEY_FILE); never drop an old one. */
  DRUG_SAFETY_KEY: secretList.optional(),
  DRUG_SAFETY_KEY_FILE: z.string().min(1).optional(),
  /**
   * Where uploads live (decision 040): `disk` (UPLOAD_DIR) or `s3` (an S3-compatible bucket every
   * node shares: Aliyun OSS, Tencent COS, MinIO). Default disk; DEPLOYMENT=production must choose.
   */
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  /** With STORAGE=disk, the folder; default: DATA_DIR/uploads. */
  UPLOAD_DIR: z.string().optional(),
  /** The S3 service's URL, e.g. https://oss-cn-hangzhou.aliyuncs.com or https://cos.ap-shanghai.myqcloud.com; unset: AWS. */
  S3_ENDPOINT: z.url().optional(),
  /** The bucket's region (OSS: oss-cn-hangzhou; COS: ap-shanghai; MinIO: us-east-1). */
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3-63 lowercase letters, digits, . and -',
    )
    .optional(),
  /** The access key's id, or S3_ACCESS_KEY_ID_FILE, a file holding it. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID_FILE: z.string().min(1).optional(),
  /** The access key's secret, or S3_SECRET_ACCESS_KEY_FILE, a file holding it. */
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY_FILE: z.string().min(1).optional(),
  /** The bucket in the URL's path (MinIO) rather than in its host name (OSS, COS, AWS). */
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  /** Prepended to every object key, e.g. `academy/`, so several deployments can share one bucket. */
  S3_KEY_PREFIX: z
    .string()
    .regex(/^([\w.-]+\/)*$/, 'folders ending in "/", e.g. academy/ (letters, digits, _ . -)')
    .default(''),
  /**
   * Public images and videos answered with a redirect to a signed URL of the object (valid an hour),
   * so their bytes go from the bucket or its CDN rather than through Node. Off: the server streams them.
   * Private files (certification photos) always pass through the server and its checks.
   */
  S3_PUBLIC_REDIRECT: booleanFromEnv.default(false),
  /** How long an idle heartbeat waits for others to share its database write (decision 012). */
  HEARTBEAT_BATCH_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(2),
  /**
   * Least time between two batched writes of one kind (heartbeats of meetings, of courses, page
   * views): under a steady stream the database sees at most one statement per this many ms per kind
   * and node, and a heartbeat waits at most this long more for its acknowledgement (decision 045). A
   * batch that fills up (64) before it is due goes at once (decision 051).
   */
  HEARTBEAT_BATCH_SPACING_MS: z.coerce.number().int().min(0).max(1000).default(10),
  /**
   * How long the app's home and content lists, per audience, are served from memory (decision 027);
   * an operator's edit drops them at once in this process. 0 turns it off (the API tests, whose
   * fixtures write the catalogue directly).
   */
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * How long a page of the points ranking, and a viewer's own row with their neighbours, are served
   * from memory (decision 027). The boards change only when the ranking job rebuilds them, which
   * every node hears at once; this bounds how old a name or avatar on a board may be. 0 turns it off.
   */
  RANKING_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
  /**
   * Seconds of active learning or watching per heartbeat that sessions ask the player for (decision
   * 012). Only the browser tests shorten it, to watch seconds of video instead of minutes.
   */
  HEARTBEAT_INTERVAL_S: z.coerce
    .number()
    .int()
    .min(1)
    .max(HEARTBEAT_INTERVAL_S)
    .default(HEARTBEAT_INTERVAL_S),
  /** Largest video a content editor may upload in the console, MB. */
  VIDEO_UPLOAD_MAX_MB: z.coerce.number().positive().default(VIDEO_UPLOAD_MAX_MB_DEFAULT),
  TRUST_PROXY: booleanFromEnv.default(false),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * On SIGTERM, how long /readyz answers 503 while requests are still served, so the load balancer
   * stops sending new ones before the node closes (decision 031). 0: close at once.
   */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /**
   * redis:// (or rediss://) URL shared by every node: rate limits, cache invalidation, session
   * revocation and the live rooms' fan-out go through it (decision 031). Unset: one process alone.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Prefix of this deployment's keys and channel in Redis (several deployments may share one Redis). */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'letters, digits, and _ : . - only')
    .default('ia:'),
  /**
   * Bearer token Prometheus presents at /metrics. Unset: /metrics answers only requests made on this
   * machine that no proxy forwarded (no X-Forwarded-For).
   */
  METRICS_TOKEN: z.string().min(16).optional(),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads and validates configuration; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(emptyToUndefined(env));
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(
      `Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every variable.`,
    );
  }
  const config = result.data;
  // Relative folders are taken from where the command runs; @fastify/static needs absolute ones.
  config.DATA_DIR = path.resolve(config.DATA_DIR);
  if (config.WEB_DIST_DIR) config.WEB_DIST_DIR = path.resolve(config.WEB_DIST_DIR);
  if (config.ADMIN_DIST_DIR) config.ADMIN_DIST_DIR = path.resolve(config.ADMIN_DIST_DIR);
  if (config.DEPLOYMENT === 'production' && config.SANDBOX && env.SANDBOX === undefined) {
    // The WeChat/SMS sandbox is a development tool: production gets it only when asked for explicitly.
    config.SANDBOX = false;
  }
  const problems = deploymentProblems(config, env);
  if (problems.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}\nSee .env.example for every variable.`,
    );
  }
  return config;
}

/** Settings that are each valid alone but cannot work together; checked once the sandbox is settled. */
function deploymentProblems(config: Config, env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (config.DEPLOYMENT === 'production' && !config.SANDBOX) {
    // Without the sandbox these go to WeChat itself, which knows nothing of the sandbox app.
    if (config.WECHAT_APP_ID === SANDBOX_WECHAT_APP_ID) {
      problems.push("WECHAT_APP_ID: still the sandbox's; set the official account's app id for production");
    }
    if (config.WECHAT_APP_SECRET === SANDBOX_WECHAT_APP_SECRET) {
      problems.push(
        "WECHAT_APP_SECRET: still the sandbox's; set the official account's app secret for production",
      );
    }
  }
  if (config.DEPLOYMENT === 'production') problems.push(...productionKeyProblems(config));
  for (const [inline, file] of [...SECRET_SETTINGS, ...S3_CREDENTIAL_SETTINGS]) {
    if (config[inline] && config[file]) problems.push(`${inline}, ${file}: set one or the other, not both`);
  }
  problems.push(...storageProblems(config, env));
  const wecomSet = WECOM_SETTING_NAMES.filter((name) => config[name] !== undefined);
  if (wecomSet.length > 0 && wecomSet.length < WECOM_SETTING_NAMES.length) {
    // Half a WeCom setup would fail at the first callback; refuse it at start instead.
    const missing = WECOM_SETTING_NAMES.filter((name) => config[name] === undefined);
    problems.push(
      `${missing.join(', ')}: required with ${wecomSet.join(', ')} (set all four WeCom settings or none)`,
    );
  }
  if (!config.SANDBOX && config.LOGIN_MODE !== 'self' && !config.EXTERNAL_LOGIN_URL) {
    problems.push(
      `EXTERNAL_LOGIN_URL: required for LOGIN_MODE=${config.LOGIN_MODE} when the sandbox (and its stand-in login page) is off`,
    );
  }
  return problems;
}

/** The secrets each node of a deployment must be given, and the same on every node (decision 033). */
const SECRET_SETTINGS = [
  ['SESSION_SECRET', 'SESSION_SECRET_FILE'],
  ['CODE_SECRET', 'CODE_SECRET_FILE'],
  ['DRUG_SAFETY_KEY', 'DRUG_SAFETY_KEY_FILE'],
] as const;

/**
 * A production deployment runs on several nodes: an embedded database or a key generated on one
 * node's disk would split them (and losing that disk would lose the drug-safety reports).
 */
function productionKeyProblems(config: Config): string[] {
  const problems: string[] = [];
  if (!config.DATABASE_URL) {
    problems.push(
      'DATABASE_URL: required with DEPLOYMENT=production; the embedded database serves one process on one disk',
    );
  }
  if (!config.FIELD_KEY_FILE) {
    problems.push(
      'FIELD_KEY_FILE: required with DEPLOYMENT=production; a key generated on one node is unknown to the others',
    );
  }
  for (const [inline, file] of SECRET_SETTINGS) {
    if (!config[inline] && !config[file]) {
      problems.push(`${inline} (or ${file}): required with DEPLOYMENT=production, the same on every node`);
    }
  }
  return problems;
}

/** The S3 credentials, each inline or in a file. */
const S3_CREDENTIAL_SETTINGS = [
  ['S3_ACCESS_KEY_ID', 'S3_ACCESS_KEY_ID_FILE'],
  ['S3_SECRET_ACCESS_KEY', 'S3_SECRET_ACCESS_KEY_FILE'],
] as const;

/**
 * A bucket needs its name and key; and production says where its uploads go (decision 040): disk by
 * default would quietly give each node its own files, so a photo sent to one would be missing on the next.
 */
function storageProblems(config: Config, env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (config.DEPLOYMENT === 'production' && !env.STORAGE) {
    problems.push(
      'STORAGE: required with DEPLOYMENT=production; s3 (a bucket every node shares), or disk for one node or a folder every node mounts',
    );
  }
  if (config.STORAGE === 's3') {
    if (!config.S3_BUCKET) problems.push('S3_BUCKET: required with STORAGE=s3');
    for (const [inline, file] of S3_CREDENTIAL_SETTINGS) {
      if (!config[inline] && !config[file]) problems.push(`${inline} (or ${file}): required with STORAGE=s3`);
    }
  } else if (config.S3_PUBLIC_REDIRECT) {
    problems.push('S3_PUBLIC_REDIRECT: only with STORAGE=s3 (files on disk have no URL of their own)');
  }
  return problems;
}

function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
}

/** Configuration for tests: quiet, sandbox on, no demo seed, no static apps. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...configSchema.parse({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      SEED_DEMO_IMAGING: 'false',
    }),
    WEB_DIST_DIR: '',
    ADMIN_DIST_DIR: '',
    CATALOGUE_CACHE_MS: 0,
    RANKING_CACHE_MS: 0,
    ...overrides,
  };
}
