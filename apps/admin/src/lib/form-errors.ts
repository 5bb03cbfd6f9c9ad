import { ErrorCode } from '@ia/shared';
import type { FormInstance } from 'antd';
import { isApiError } from './api-client';

/** A field of an antd form by its full name path, e.g. `['speakers', 0, 'name']`. */
export interface FieldErrors {
  name: (string | number)[];
  errors: string[];
}

/** A problem with one value: a zod issue, or one of the server's 40000 `data.issues`. */
interface PathIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * Issues as antd field errors on their full paths (so a speaker's name inside a Form.List gets
 * its own message), one message per field. An issue whose first segment is not one of `fields`
 * goes on `fallback`, so nothing the server says is lost.
 */
export function issuesToFieldErrors(
  issues: readonly PathIssue[],
  fields: readonly string[],
  fallback: string,
): FieldErrors[] {
  const byPath = new Map<string, FieldErrors>();
  for (const issue of issues) {
    const path = issue.path.filter((segment): segment is string | number => typeof segment !== 'symbol');
    const name = path.length > 0 && fields.includes(String(path[0])) ? path : [fallback];
    const key = JSON.stringify(name);
    if (!byPath.has(key)) byPath.set(key, { name, errors: [issue.message] });
  }
  return [...byPath.values()];
}

interface ServerIssue {
  field: string;
  message: string;
}

function isServerIssue(value: unknown): value is ServerIssue {
  if (typeof value !== 'object' || value === null) return false;
  const { field, message } = value as Record<string, unknown>;
  return typeof field === 'string' && typeof message === 'string';
}

/**
 * The server's refusal of a form's body (40000 with `data.issues` of `{ field: 'body.a.0.b' }`)
 * as field errors; null for any other error, which the global toast explains.
 */
export function serverFieldErrors(
  error: unknown,
  fields: readonly string[],
  fallback: string,
): FieldErrors[] | null {
  if (!isApiError(error) || error.code !== ErrorCode.VALIDATION_FAILED) return null;
  const issues = (error.data as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return null;
  const parsed = issues.filter(isServerIssue).map((issue) => ({
    // `body.` names where the value was; numbers are positions in a list.
    path: issue.field
      .split('.')
      .filter((segment, index) => !(index === 0 && segment === 'body'))
      .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)),
    message: issue.message,
  }));
  return parsed.length > 0 ? issuesToFieldErrors(parsed, fields, fallback) : null;
}

/** Puts field errors on a form and scrolls to the first one. */
export function showFieldErrors<Values>(form: FormInstance<Values>, errors: readonly FieldErrors[]): void {
  // The paths come from zod or the server at run time; antd's typed names cannot follow them.
  type Fields = Parameters<FormInstance<Values>['setFields']>[0];
  type Name = Parameters<FormInstance<Values>['scrollToField']>[0];
  form.setFields(errors as unknown as Fields);
  const first = errors[0];
  if (first) form.scrollToField(first.name as unknown as Name);
}
