import { z } from 'zod';

/**
 * GET member/getWecomStatus: whether the member has added the academy's WeCom (企业微信)
 * assistant as a contact, so the app can prompt them to add it. WeCom's callbacks are the source
 * (decision 021); `assistant` is the assistant's WeCom user id.
 */
export const wecomStatusSchema = z.object({
  added: z.boolean(),
  /** When the contact was added (ISO), while it stands. */
  added_at: z.string().nullable(),
  assistant: z.string().nullable(),
});
export type WecomStatus = z.infer<typeof wecomStatusSchema>;

export const WECOM_PATHS = { status: 'member/getWecomStatus' } as const;

const sandboxId = z
  .string()
  .regex(/^[\w-]{1,64}$/, '只能包含字母、数字、_ 和 -（至多 64 位）')
  .optional();

/**
 * POST /api/sandbox/wecom/add-contact and remove-contact (sandbox only): WeCom's callback for a
 * member, named by openid (of the sandbox app) or unionid, and the assistant (default: the sandbox's).
 */
export const sandboxWecomContactBodySchema = z
  .object({ openid: sandboxId, unionid: sandboxId, userid: sandboxId })
  .refine((body) => Boolean(body.openid) !== Boolean(body.unionid), {
    message: '请给出 openid 或 unionid（二选一）',
    path: ['openid'],
  });
export type SandboxWecomContactBody = z.infer<typeof sandboxWecomContactBodySchema>;
