import { ErrorCode, isEnvelope, REQUEST_TIMEOUT_MS, SUCCESS_CODE } from '@ia/shared';
import type { z } from 'zod';
import { loginPathFor, paths, ROUTER_BASENAME } from '../config/paths';
import { messages } from '../locales';

/** Every console endpoint lives under this prefix (see ADMIN_PATHS in @ia/shared). */
export const ADMIN_API_PREFIX = '/api/admin';

/** Client-side codes for failures that never reached a server answer. */
export const ClientErrorCode = {
  NETWORK: -1,
  TIMEOUT: -2,
  BAD_RESPONSE: -3,
} as const;

/** A failed call: the envelope's `code` and `msg`, or a client-side code for transport failures. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: number,
    msg: string,
    readonly httpStatus: number,
    readonly data: unknown = null,
  ) {
    super(msg);
  }

  get msg(): string {
    return this.message;
  }

  get isUnauthenticated(): boolean {
    return this.code === ErrorCode.UNAUTHENTICATED || this.httpStatus === 401;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions<TSchema extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON. Without a body no Content-Type is sent (Fastify rejects an empty JSON body). */
  body?: unknown;
  /** Validates `data` of a successful envelope; the shared contract's schema. */
  schema: TSchema;
  signal?: AbortSignal;
  /**
   * When false, a 401 is only thrown, not turned into a redirect to the sign-in page:
   * for the session probe and the sign-in call themselves.
   */
  redirectOnUnauthenticated?: boolean;
}

function buildUrl(path: string, query: Record<string, QueryValue> | undefined): string {
  const url = `${ADMIN_API_PREFIX}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function withTimeout(signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/** The page the operator is on, relative to the router basename, to come back to after signing in. */
function currentConsolePath(): string {
  const { pathname, search, hash } = window.location;
  const inside =
    ROUTER_BASENAME !== '/' && pathname.startsWith(ROUTER_BASENAME)
      ? pathname.slice(ROUTER_BASENAME.length) || '/'
      : pathname;
  return `${inside}${search}${hash}`;
}

/**
 * A full page load of the sign-in page, so nothing of the old session survives in memory
 * (cached queries, open dialogs). By default it remembers the current page to come back to.
 */
export function redirectToLogin({ keepReturnPath = true }: { keepReturnPath?: boolean } = {}): void {
  const current = currentConsolePath();
  if (keepReturnPath && current.startsWith(paths.login)) return;
  const base = ROUTER_BASENAME === '/' ? '' : ROUTER_BASENAME;
  window.location.replace(`${base}${keepReturnPath ? loginPathFor(current) : paths.login}`);
}

/** The parsed JSON body, or undefined for an empty, cut-off or non-JSON body. */
async function readPayload(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Calls a console endpoint and returns the envelope's `data`, validated by `schema`.
 * Rejects with ApiError for a non-1000 code, a transport failure or an off-contract answer;
 * a missing session (HTTP 401) also sends the browser to the sign-in page.
 */
export async function apiRequest<TSchema extends z.ZodType>(
  path: string,
  options: ApiRequestOptions<TSchema>,
): Promise<z.output<TSchema>> {
  const { method = 'GET', query, body, schema, signal, redirectOnUnauthenticated = true } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: withTimeout(signal),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiError(ClientErrorCode.TIMEOUT, messages.errors.timeout, 0);
    }
    throw new ApiError(ClientErrorCode.NETWORK, messages.errors.network, 0);
  }

  const payload = await readPayload(response);
  const failure = toApiError(response, payload);
  if (failure) {
    if (failure.isUnauthenticated && redirectOnUnauthenticated) redirectToLogin();
    throw failure;
  }

  const parsed = schema.safeParse((payload as { data: unknown }).data);
  if (!parsed.success) {
    console.error(`[api] ${method} ${path}: answer does not match the contract`, parsed.error.issues);
    throw new ApiError(ClientErrorCode.BAD_RESPONSE, messages.errors.badResponse, response.status);
  }
  return parsed.data;
}

function toApiError(response: Response, payload: unknown): ApiError | null {
  if (isEnvelope(payload)) {
    if (payload.code === SUCCESS_CODE && response.ok) return null;
    const code = payload.code === SUCCESS_CODE ? ErrorCode.SERVER_ERROR : payload.code;
    return new ApiError(code, payload.msg || messages.errors.unknown, response.status, payload.data);
  }
  if (response.status === 401) {
    return new ApiError(ErrorCode.UNAUTHENTICATED, messages.auth.sessionExpired, 401);
  }
  if (response.status >= 500) {
    // A proxy or a server that is down answers without our envelope.
    return new ApiError(ErrorCode.SERVICE_UNAVAILABLE, messages.errors.serviceUnavailable, response.status);
  }
  if (!response.ok) {
    return new ApiError(ErrorCode.SERVER_ERROR, messages.errors.unknown, response.status);
  }
  return new ApiError(ClientErrorCode.BAD_RESPONSE, messages.errors.badResponse, response.status);
}
