import { z } from 'zod';

/** Login modes of spec §4: self (code exchanged via /api/oauth), middle-platform, look-star. */
export const LoginMode = ['self', 'middle-platform', 'look-star'] as const;
export type LoginModeValue = (typeof LoginMode)[number];

/**
 * Settings the server injects into the app's index.html as `window.__IA_CONFIG__`,
 * so one build serves every deployment.
 */
export const runtimeConfigSchema = z.object({
  basePath: z.string(),
  deployment: z.enum(['production', 'test', 'dev']),
  loginMode: z.enum(LoginMode),
  wechatAppId: z.string(),
  sandbox: z.boolean(),
  /**
   * Middle-platform / look-star modes: the login page the app sends a visitor to, with
   * `?redirect=<current address>`; null when none is configured (self mode needs none).
   */
  externalLoginUrl: z.string().nullable(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const RUNTIME_CONFIG_GLOBAL = '__IA_CONFIG__';
/** Placeholder in apps/web/index.html that the server replaces with the config script. */
export const RUNTIME_CONFIG_PLACEHOLDER = '<!--ia-runtime-config-->';
