// What makes an audit entry storable whatever the request carried: PostgreSQL refuses U+0000 and
// lone surrogates in text and jsonb, and a deeply nested or huge body must neither overflow the
// stack nor fill the table. Values are sanitised and cut, never dropped: the entry is always written.

import { replaceUnstorableCharacters } from '@ia/shared';

/** Limits of the stored detail. */
export const AUDIT_DETAIL_LIMITS = {
  /** Nesting levels kept; deeper values become DEEPER_MARKER. */
  depth: 32,
  arrayItems: 50,
  objectKeys: 100,
  stringLength: 500,
  keyLength: 100,
  /** Values kept in all (objects, arrays and leaves); the rest is marked as left out. */
  values: 2_000,
} as const;

const REDACTED = '[redacted]';
export const DEEPER_MARKER = '[nested deeper]';
/** Key of an object that lost keys to the limits; its value is how many. */
export const MORE_KEYS = '[more keys]';

const SECRET_KEY = /pass|token|secret|code|cookie/i;
/** Personal data is not copied into the audit log (a CSV import carries mobiles; PIPL). */
const PERSONAL_KEY = /^(csv|mobile|email|secure|licence_number)$/i;

/** `text` with U+0000 and lone surrogates replaced by U+FFFD, cut to `max` characters (marked with …). */
export function storableText(text: string, max: number): string {
  if (text.length <= max) return replaceUnstorableCharacters(text, '\ufffd');
  // Cutting may split a surrogate pair; the lone half left is then replaced like any other.
  return `${replaceUnstorableCharacters(text.slice(0, max), '\ufffd')}…`;
}

type Container = Record<string, unknown> | unknown[];

interface Pending {
  source: object;
  target: Container;
  depth: number;
}

/**
 * A request body as the audit log keeps it: secrets and personal fields masked at any depth,
 * strings, arrays and objects cut to the limits, text made storable. Walks with its own stack, so
 * a body nested 20,000 levels deep costs no recursion. A body that is not an object is kept under
 * `body`; no body at all is null.
 */
export function redact(body: unknown): Record<string, unknown> | null {
  if (body === undefined || body === null) return null;
  const source = isWalkable(body) && !Array.isArray(body) ? body : { body };
  const root: Record<string, unknown> = {};
  const stack: Pending[] = [{ source, target: root, depth: 1 }];
  let budget: number = AUDIT_DETAIL_LIMITS.values;

  const place = (target: Container, key: string, value: unknown, depth: number) => {
    budget -= 1;
    if (!isWalkable(value)) {
      put(target, key, leaf(value));
    } else if (depth >= AUDIT_DETAIL_LIMITS.depth) {
      put(target, key, DEEPER_MARKER);
    } else {
      const child: Container = Array.isArray(value) ? [] : {};
      put(target, key, child);
      stack.push({ source: value, target: child, depth: depth + 1 });
    }
  };

  for (let next = stack.pop(); next; next = stack.pop()) {
    const { source: from, target, depth } = next;
    if (Array.isArray(from)) {
      const kept = Math.min(from.length, AUDIT_DETAIL_LIMITS.arrayItems, Math.max(budget, 0));
      for (let index = 0; index < kept; index += 1) place(target, String(index), from[index], depth);
      if (kept < from.length) (target as unknown[]).push(`[${from.length - kept} more items]`);
      continue;
    }
    const keys = Object.keys(from);
    const kept = Math.min(keys.length, AUDIT_DETAIL_LIMITS.objectKeys, Math.max(budget, 0));
    for (const key of keys.slice(0, kept)) {
      const value = (from as Record<string, unknown>)[key];
      const storedKey = storableText(key, AUDIT_DETAIL_LIMITS.keyLength);
      if (SECRET_KEY.test(key) || PERSONAL_KEY.test(key)) {
        budget -= 1;
        put(target, storedKey, REDACTED);
      } else {
        place(target, storedKey, value, depth);
      }
    }
    if (kept < keys.length) put(target, MORE_KEYS, keys.length - kept);
  }
  return root;
}

function isWalkable(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !(value instanceof Date);
}

function put(target: Container, key: string, value: unknown): void {
  if (Array.isArray(target)) target.push(value);
  else target[key] = value;
}

/** A value that is not an object or an array, as JSON can store it. */
function leaf(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value, AUDIT_DETAIL_LIMITS.stringLength);
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'boolean' || value === null) return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value === undefined) return null;
  return storableText(String(value), AUDIT_DETAIL_LIMITS.stringLength);
}
