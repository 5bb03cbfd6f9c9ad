import { z } from 'zod';

/** The messaging-app identity the app keeps (spec §3): token, openid, unionid. */
export const wechatIdentitySchema = z.object({
  token: z.string(),
  openid: z.string(),
  unionid: z.string().nullable(),
});
export type WechatIdentity = z.infer<typeof wechatIdentitySchema>;

/** Header that carries the session token. */
export const SESSION_HEADER = 'authorization';
export function bearer(token: string): string {
  return `Bearer ${token}`;
}

/** Test roles the development sandbox can sign in as (used by e2e fixtures). */
export const SandboxRole = [
  'wechat',
  'registered',
  'consented',
  'trial',
  'trial_expired',
  'certified',
  'staff',
] as const;
export type SandboxRoleValue = (typeof SandboxRole)[number];

export const sandboxLoginBodySchema = z.object({
  role: z.enum(SandboxRole).default('certified'),
  openid: z.string().min(1).max(64).optional(),
});

/** localStorage keys of the messaging-app identity in the mobile app. */
export const IDENTITY_STORAGE_KEYS = {
  token: 'ia_token',
  openid: 'ia_openid',
  unionid: 'ia_unionid',
} as const;

/** Development sandbox paths (served only when the sandbox is enabled). */
export const SANDBOX_PATHS = { login: '/api/sandbox/login' } as const;
