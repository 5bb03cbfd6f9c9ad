import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { toast } from '../../../lib/notify';

export interface FieldErrorTarget {
  setFields: (fields: { name: string; errors: string[] }[]) => void;
}

interface Issue {
  field: string;
  message: string;
}

function issuesOf(error: ApiError): Issue[] {
  const data = error.envelope?.data;
  if (typeof data !== 'object' || data === null) return [];
  const issues = (data as { issues?: unknown }).issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is Issue =>
      typeof issue === 'object' &&
      issue !== null &&
      typeof (issue as Issue).field === 'string' &&
      typeof (issue as Issue).message === 'string',
  );
}

/**
 * After a failed submit: a server validation answer (40000 with `data.issues[].field` like
 * 'body.mobile') is also shown next to the fields it names, on top of the toast the api client
 * showed. `fieldOf` maps a payload field to the form field (hospital_id → hospital); others are
 * left to the toast. Failures before any request (sealing the fields) get a toast here.
 */
export function showSubmitError(
  form: FieldErrorTarget,
  error: unknown,
  fieldOf: (payloadField: string) => string | undefined,
): void {
  if (!(error instanceof ApiError)) {
    toast(i18n.t('api.uncaughtError'));
    return;
  }
  const fields = issuesOf(error).flatMap((issue) => {
    const name = fieldOf(issue.field.replace(/^body\./, '').split('.')[0] ?? '');
    return name ? [{ name, errors: [issue.message] }] : [];
  });
  if (fields.length > 0) form.setFields(fields);
}
