import { type CodePurposeValue, type codeSentSchema, ErrorCode } from '@ia/shared';
import type { z } from 'zod';
import { ApiError, apiClient, unwrapData } from '../../../lib/api-client';

export type CodeSent = z.infer<typeof codeSentSchema>;

/** POST /api/platform/sms/send: a code to a mobile number. The answer is the same for known and unknown numbers. */
export async function sendSmsCode(mobile: string, purpose: CodePurposeValue): Promise<CodeSent> {
  return unwrapData(apiClient.post<CodeSent>('/sms/send', { mobile, purpose }));
}

/** POST /api/platform/mail/send: a code to a company mailbox. */
export async function sendMailCode(email: string, purpose: CodePurposeValue): Promise<CodeSent> {
  return unwrapData(apiClient.post<CodeSent>('/mail/send', { email, purpose }));
}

/**
 * Seconds the server still wants the user to wait, from a 42900 (RATE_LIMITED) answer that
 * carries `data.resend_after`; undefined for any other error.
 */
export function resendAfterOf(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.RATE_LIMITED) return undefined;
  const data = error.envelope?.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const seconds = Number((data as { resend_after?: unknown }).resend_after);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}
