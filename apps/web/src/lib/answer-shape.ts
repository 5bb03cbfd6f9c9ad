import { ApiError } from './api-client';
import { i18n } from './i18n';

/**
 * Light checks of an answer's shape. The app ships no zod (see vite.config.ts), but a list
 * screen must turn an answer it cannot read into its error state, never into a crash.
 */

function unexpectedAnswer(): ApiError {
  return new ApiError('http', i18n.t('api.uncaughtError'));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A `{ total, data: [] }` page. */
export function expectPage<T extends { total: number; data: unknown[] }>(value: unknown): T {
  if (!isRecord(value) || typeof value.total !== 'number' || !Array.isArray(value.data)) {
    throw unexpectedAnswer();
  }
  return value as T;
}

/** A plain array. */
export function expectArray<T>(value: unknown): T[] {
  if (!Array.isArray(value)) throw unexpectedAnswer();
  return value as T[];
}

/** An object whose `key` holds an array. */
export function expectObjectWithArray<T>(value: unknown, key: string): T {
  if (!isRecord(value) || !Array.isArray(value[key])) throw unexpectedAnswer();
  return value as T;
}
