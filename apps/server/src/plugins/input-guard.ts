import { formatErrorMessage, hasUnstorableCharacter } from '@ia/shared';
import type { FastifyInstance } from 'fastify';
import { type AppError, appError } from '../lib/app-error';

/** Deeper than any body the apps send (a content form is about 5 levels); a 20,000-deep body overflowed the stack. */
const MAX_INPUT_DEPTH = 64;

/*
 * U+0000 and lone surrogates (packages/shared: storable-text) are refused everywhere rather than
 * stripped: our apps never send them, so a silent repair would hide the client bug or the probe
 * that sent them. (The one field stripped instead is a multipart upload's file name: see
 * modules/uploads/uploads.multipart.ts.)
 */

interface Node {
  value: unknown;
  key: string | number;
  parent: Node | null;
  depth: number;
}

type InputProblem = { kind: 'character' | 'depth'; field: string };

/**
 * The first string (value or key) holding an unreadable character, or the first container deeper
 * than `maxDepth`, in a parsed body, query string or params. Iterative, so a body of any depth is
 * walked without growing the stack; only arrays and plain objects are entered (never a Buffer).
 */
function findInputProblem(root: unknown, rootName: string, maxDepth = MAX_INPUT_DEPTH): InputProblem | null {
  const stack: Node[] = [{ value: root, key: rootName, parent: null, depth: 0 }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const { value } = node;
    if (typeof value === 'string') {
      if (hasUnstorableCharacter(value)) return { kind: 'character', field: fieldName(node) };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const depth = node.depth + 1;
    if (Array.isArray(value)) {
      if (depth > maxDepth) return { kind: 'depth', field: rootName };
      for (let index = value.length - 1; index >= 0; index -= 1) {
        stack.push({ value: value[index], key: index, parent: node, depth });
      }
      continue;
    }
    if (!isPlainRecord(value)) continue;
    if (depth > maxDepth) return { kind: 'depth', field: rootName };
    const entries = Object.entries(value);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index] as [string, unknown];
      const entry = { value: child, key, parent: node, depth };
      if (hasUnstorableCharacter(key)) return { kind: 'character', field: fieldName(entry) };
      stack.push(entry);
    }
  }
  return null;
}

/**
 * A parsed JSON object, or a query string's record: fast-querystring builds those from a
 * prototype-less constructor, so their prototype's prototype is null.
 */
function isPlainRecord(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}

/** `body.items.0.name`, as the validation errors name fields; an odd key is shown JSON-escaped. */
function fieldName(node: Node): string {
  const parts: string[] = [];
  for (let current: Node | null = node; current; current = current.parent) {
    const { key } = current;
    parts.push(typeof key === 'number' || /^[\w$-]*$/.test(key) ? String(key) : JSON.stringify(key));
  }
  return parts.reverse().join('.');
}

function refusal({ kind, field }: InputProblem): AppError {
  if (kind === 'character') {
    const message = formatErrorMessage('INPUT_UNREADABLE_CHARACTER', { field });
    return appError('INPUT_UNREADABLE_CHARACTER', { field }, { issues: [{ field, message }] });
  }
  const params = { field, max: MAX_INPUT_DEPTH };
  const message = formatErrorMessage('INPUT_NESTED_TOO_DEEP', params);
  return appError('INPUT_NESTED_TOO_DEEP', params, { issues: [{ field, message }] });
}

/** The values and keys of a parsed input hold no unreadable character, and no container is deeper than MAX_INPUT_DEPTH. */
function isClean(root: unknown): boolean {
  if (typeof root === 'string') return !hasUnstorableCharacter(root);
  if (typeof root !== 'object' || root === null) return true;
  // Two parallel stacks instead of a node per value: the walk that names the field (above) runs
  // only for the rare input that fails.
  const containers: object[] = [root];
  const depths: number[] = [1];
  for (let value = containers.pop(); value; value = containers.pop()) {
    const depth = depths.pop() as number;
    const isArray = Array.isArray(value);
    if (!isArray && !isPlainRecord(value)) continue;
    if (depth > MAX_INPUT_DEPTH) return false;
    const keys = isArray ? null : Object.keys(value);
    const length = keys ? keys.length : (value as unknown[]).length;
    for (let index = 0; index < length; index += 1) {
      let child: unknown;
      if (keys) {
        const key = keys[index] as string;
        if (hasUnstorableCharacter(key)) return false;
        child = (value as Record<string, unknown>)[key];
      } else child = (value as unknown[])[index];
      if (typeof child === 'string') {
        if (hasUnstorableCharacter(child)) return false;
      } else if (typeof child === 'object' && child !== null) {
        containers.push(child);
        depths.push(depth + 1);
      }
    }
  }
  return true;
}

/**
 * A URL of printable ASCII without '%' decodes to params and a query string with nothing to refuse:
 * Node's parser lets no control character through, and without '%' no escape can make U+0000 or a
 * lone surrogate; the query parser (fast-querystring) is flat, so nothing in it is deep.
 */
const PLAIN_URL = /^[!-$&-~]*$/;

/**
 * One rule for every route, before its schema runs: params, query string and parsed body
 * (JSON or form) must hold no unreadable character and be at most MAX_INPUT_DEPTH deep.
 * Either answers 400 VALIDATION_FAILED naming the field, instead of a database error or a
 * stack overflow (a 500) further on. It runs on every request, so the usual case costs little:
 * a plain URL is not walked, a request without a body has none to walk, and a walk allocates
 * nothing per value; the field is named by a second walk only when something was found.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const urlClean = PLAIN_URL.test(request.url) || (isClean(request.params) && isClean(request.query));
    if (urlClean && (request.body === undefined || isClean(request.body))) {
      done();
      return;
    }
    const problem =
      findInputProblem(request.params, 'params') ??
      findInputProblem(request.query, 'querystring') ??
      findInputProblem(request.body, 'body');
    done(problem ? refusal(problem) : undefined);
  });
}
