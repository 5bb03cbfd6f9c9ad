import { ErrorCode } from '@ia/shared';
import { messages } from '../locales';
import { isApiError } from './api-client';

/**
 * The one place where error codes become words for the operator.
 * `context: 'login'` reads the sign-in answers: any refusal that is not a pause or a rate limit
 * is shown as a wrong user name or password, so the form never tells which of the two was wrong.
 */
export function describeApiError(error: unknown, context: 'default' | 'login' = 'default'): string {
  if (!isApiError(error)) return messages.errors.unknown;

  if (context === 'login') {
    switch (error.code) {
      case ErrorCode.RATE_LIMITED: {
        // Sign-in failures pause this user name from this address; the server says for how long.
        const minutes = (error.data as { minutes?: unknown } | null)?.minutes;
        return typeof minutes === 'number'
          ? messages.auth.errors.paused(minutes)
          : messages.auth.errors.rateLimited;
      }
      case ErrorCode.UNAUTHENTICATED:
      case ErrorCode.VALIDATION_FAILED:
      case ErrorCode.FORBIDDEN:
      case ErrorCode.NOT_FOUND:
        return messages.auth.errors.wrongCredentials;
      default:
        return error.msg || messages.errors.unknown;
    }
  }

  switch (error.code) {
    case ErrorCode.UNAUTHENTICATED:
      return messages.auth.sessionExpired;
    case ErrorCode.FORBIDDEN:
      return messages.errors.forbidden;
    default:
      return error.msg || messages.errors.unknown;
  }
}
