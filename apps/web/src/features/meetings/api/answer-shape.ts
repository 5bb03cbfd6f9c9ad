import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

/**
 * A light check that an answer is a meeting (the app ships no zod): a screen must turn an answer
 * it cannot read into its error state, never into a crash.
 */
export function expectMeetingShape<T>(value: unknown, arrays: readonly string[] = []): T {
  const record = value as Record<string, unknown> | null;
  const readable =
    typeof record === 'object' &&
    record !== null &&
    !Array.isArray(record) &&
    typeof record.id === 'number' &&
    typeof record.state === 'string' &&
    typeof record.title === 'string' &&
    Array.isArray(record.speakers) &&
    arrays.every((key) => Array.isArray(record[key]));
  if (!readable) throw new ApiError('http', i18n.t('api.uncaughtError'));
  return value as T;
}
