import {
  bearer,
  DUPLICATE_REQUEST_MESSAGE,
  type Envelope,
  ErrorCode,
  isEnvelope,
  PLATFORM_PREFIX,
  POINTS_POPUP_DELAY_MS,
  REQUEST_TIMEOUT_MS,
  SESSION_HEADER,
  SUCCESS_CODE,
} from '@ia/shared';
import { popupStore } from '../stores/popup-store';
import { openPopupForErrorCode } from './error-popups';
import { i18n } from './i18n';
import { clearIdentity, readIdentity, type StoredIdentity } from './identity';
import { reloadPage } from './page';
import { localStore } from './storage';

/**
 * The one HTTP client of the app (spec §8). Every behaviour on an answer (toast, popup,
 * reload) is decided here, so features only ever see data or a typed ApiError.
 */

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type QueryScalar = string | number | boolean | null | undefined;
type QueryParams = Record<string, QueryScalar | readonly QueryScalar[]>;
/** A plain object is form-encoded (or JSON when flagged); FormData is sent as multipart. */
type RequestBody = Record<string, unknown> | FormData;

/**
 * Calls resolved with the raw `{ code, msg, data }` envelope whatever its code: no toast and
 * no rejection, because their callers branch on the code themselves.
 *
 * Spec §8 names "platform, monitor and js-sdk paths" without defining "platform path"
 * (every call is under /api/platform, so read literally it would disable error handling for
 * the whole app). Decision (apps/web/README.md): "platform" means the platform's identity
 * calls, namely WeChat auth, token exchange, the registration check and the truman (consent
 * status) calls, plus monitor and jssdk. Paths are relative to /api/platform unless they
 * start with /api/.
 */
export const RAW_RESPONSE_PATHS = [
  '/monitor',
  '/jssdk',
  '/wechat/auth',
  '/token',
  '/api/wap/empty-user',
  '/member/gettruman',
  '/member/sendtruman',
  '/send_truman',
] as const;
type RawResponsePath = (typeof RAW_RESPONSE_PATHS)[number];

/** What a call resolves with after error 50001 opened the authorization popup. */
export interface AuthorizationNeeded {
  readonly hasErrCode: typeof ErrorCode.AUTHORIZATION_NEEDED;
}
const AUTHORIZATION_NEEDED: AuthorizationNeeded = Object.freeze({
  hasErrCode: ErrorCode.AUTHORIZATION_NEEDED,
});

export function isAuthorizationNeeded(value: unknown): value is AuthorizationNeeded {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { hasErrCode?: unknown }).hasErrCode === ErrorCode.AUTHORIZATION_NEEDED
  );
}

export type ApiErrorKind =
  /** The envelope's code is not 1000 (its msg was toasted). */
  | 'business'
  /** HTTP error or unreadable answer without an envelope (toasted). */
  | 'http'
  /** No answer at all (toasted). */
  | 'network'
  /** No answer within REQUEST_TIMEOUT_MS (toasted). */
  | 'timeout'
  /** HTTP 401: storage and identity were cleared and the page reloads. */
  | 'unauthenticated'
  /** The same mutation is already in flight (not toasted). */
  | 'duplicate'
  /** The caller aborted (not toasted). */
  | 'aborted';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: number | undefined;
  readonly status: number | undefined;
  readonly envelope: Envelope<unknown> | undefined;

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: { code?: number; status?: number; envelope?: Envelope<unknown>; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.kind = kind;
    this.code = details.code;
    this.status = details.status;
    this.envelope = details.envelope;
  }
}

interface RequestOptions {
  method?: HttpMethod;
  params?: QueryParams;
  data?: RequestBody;
  /** Send the body as JSON (always the case for PUT). */
  json?: boolean;
  /** Attach the stored openid: to the query for GET, to the body otherwise. */
  withOpenid?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  getIdentity: () => StoredIdentity;
  toast: (message: string) => void;
  onAuthorizationNeeded: () => void;
  /**
   * A non-success code of a non-raw call: opens the popup the code stands for (register,
   * consent, free trial, generic tip) and answers true, so the message is not also toasted.
   */
  onErrorCode?: (code: number) => boolean;
  onScore: (score: number) => void;
  /** HTTP 401: clear local storage and the identity, then reload. */
  onUnauthenticated: () => void;
  messages: {
    uncaughtError: () => string;
    networkError: () => string;
    timeout: () => string;
    httpError: (status: number) => string;
  };
  timeoutMs?: number;
  pointsDelayMs?: number;
}

type DataResult<T> = Promise<T | AuthorizationNeeded>;
type EnvelopeResult<T> = Promise<Envelope<T> | AuthorizationNeeded>;

export interface ApiClient {
  request<T>(path: RawResponsePath, options?: RequestOptions): EnvelopeResult<T>;
  request<T>(path: string, options?: RequestOptions): DataResult<T>;
  get<T>(path: RawResponsePath, params?: QueryParams, options?: RequestOptions): EnvelopeResult<T>;
  get<T>(path: string, params?: QueryParams, options?: RequestOptions): DataResult<T>;
  post<T>(path: RawResponsePath, data?: RequestBody, options?: RequestOptions): EnvelopeResult<T>;
  post<T>(path: string, data?: RequestBody, options?: RequestOptions): DataResult<T>;
  put<T>(path: string, data?: RequestBody, options?: RequestOptions): DataResult<T>;
  /**
   * A POST that outlives the page (`fetch` with `keepalive`: on pagehide or a hidden tab;
   * sendBeacon cannot carry the Authorization header). Quiet: no toast, popup, reload or
   * in-flight guard, since the page may be gone and the caller retries, so the call must be
   * idempotent. Resolves the data on code 1000; otherwise rejects with an ApiError.
   */
  beacon<T>(path: string, data?: Record<string, unknown>): Promise<T>;
  /** Number of requests in flight (for tests and diagnostics). */
  pendingCount(): number;
  /**
   * Forgets the requests in flight, so the next identical read asks again instead of sharing one
   * still unanswered: each test starts with none from the test before.
   */
  forgetInFlight(): void;
}

/** '/api/…' stays as it is; anything else is under /api/platform ('member/me' → '/api/platform/member/me'). */
export function resolveApiPath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash === '/api' || withSlash.startsWith('/api/') ? withSlash : `${PLATFORM_PREFIX}${withSlash}`;
}

const rawResponsePaths = new Set<string>(RAW_RESPONSE_PATHS.map(resolveApiPath));

export function isRawResponsePath(path: string): boolean {
  return rawResponsePaths.has(resolveApiPath(path).split('?')[0] ?? '');
}

function toQueryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as QueryScalar[]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  return search.toString();
}

function toFormBody(data: Record<string, unknown>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      body.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return body;
}

function formDataKey(data: FormData): string {
  const parts: string[] = [];
  data.forEach((value, key) => {
    parts.push(
      typeof value === 'string'
        ? `${key}=${value}`
        : `${key}=file:${value.name}:${value.size}:${value.lastModified}`,
    );
  });
  return parts.join('&');
}

function scoreOf(data: unknown): number {
  if (typeof data !== 'object' || data === null) return 0;
  const score = Number((data as { score?: unknown }).score);
  return Number.isFinite(score) ? score : 0;
}

interface PreparedRequest {
  method: HttpMethod;
  url: string;
  init: RequestInit;
  /** Identity of the request for the in-flight guard. */
  key: string;
  raw: boolean;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const pointsDelayMs = deps.pointsDelayMs ?? POINTS_POPUP_DELAY_MS;
  const inFlight = new Map<string, Promise<unknown>>();

  function prepare(path: string, options: RequestOptions): PreparedRequest {
    const method = options.method ?? 'GET';
    const resolvedPath = resolveApiPath(path);
    const identity = deps.getIdentity();
    const attachOpenid = options.withOpenid === true && Boolean(identity.openid);

    const params: QueryParams = { ...options.params };
    if (method === 'GET' && attachOpenid) params.openid = identity.openid;
    const query = toQueryString(params);
    const url = query ? `${resolvedPath}${resolvedPath.includes('?') ? '&' : '?'}${query}` : resolvedPath;

    const headers = new Headers({ Accept: 'application/json' });
    if (identity.token) headers.set(SESSION_HEADER, bearer(identity.token));

    let body: BodyInit | undefined;
    let bodyKey = '';
    if (method !== 'GET') {
      const data = options.data ?? {};
      if (data instanceof FormData) {
        if (attachOpenid && identity.openid && !data.has('openid')) data.append('openid', identity.openid);
        body = data;
        bodyKey = formDataKey(data);
      } else {
        const payload = attachOpenid ? { ...data, openid: identity.openid } : data;
        if (method === 'PUT' || options.json === true) {
          headers.set('Content-Type', 'application/json');
          body = JSON.stringify(payload);
          bodyKey = body;
        } else {
          const form = toFormBody(payload);
          headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
          body = form;
          bodyKey = form.toString();
        }
      }
    }

    return {
      method,
      url,
      init: { method, headers, body, credentials: 'same-origin' },
      key: `${method} ${url} ${bodyKey}`,
      raw: isRawResponsePath(resolvedPath),
    };
  }

  async function execute(prepared: PreparedRequest, signal: AbortSignal | undefined): Promise<unknown> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const abortFromCaller = () => controller.abort();
    signal?.addEventListener('abort', abortFromCaller);

    let response: Response;
    let payload: unknown;
    try {
      if (signal?.aborted) controller.abort();
      response = await deps.fetch(prepared.url, { ...prepared.init, signal: controller.signal });
      payload = response.status === 401 ? undefined : await response.json().catch(() => undefined);
    } catch (error) {
      if (timedOut) {
        const message = deps.messages.timeout();
        deps.toast(message);
        throw new ApiError('timeout', message, { cause: error });
      }
      if (signal?.aborted) throw new ApiError('aborted', 'Request aborted', { cause: error });
      const message = deps.messages.networkError();
      deps.toast(message);
      throw new ApiError('network', message, { cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abortFromCaller);
    }

    if (response.status === 401) {
      deps.onUnauthenticated();
      throw new ApiError('unauthenticated', 'Unauthenticated', { status: 401 });
    }

    if (!isEnvelope(payload)) {
      const message = response.ok ? deps.messages.uncaughtError() : deps.messages.httpError(response.status);
      deps.toast(message);
      throw new ApiError('http', message, { status: response.status });
    }

    if (payload.code === ErrorCode.AUTHORIZATION_NEEDED) {
      deps.onAuthorizationNeeded();
      return AUTHORIZATION_NEEDED;
    }

    if (payload.code === SUCCESS_CODE) {
      const score = scoreOf(payload.data);
      if (score > 0) setTimeout(() => deps.onScore(score), pointsDelayMs);
    }

    if (prepared.raw) return payload;

    if (payload.code !== SUCCESS_CODE) {
      const message = payload.msg || deps.messages.uncaughtError();
      const shownAsPopup = deps.onErrorCode?.(payload.code) ?? false;
      if (!shownAsPopup) deps.toast(message);
      throw new ApiError('business', message, {
        code: payload.code,
        status: response.status,
        envelope: payload,
      });
    }
    return payload.data;
  }

  function request(path: string, options: RequestOptions = {}): Promise<unknown> {
    const prepared = prepare(path, options);
    const pending = inFlight.get(prepared.key);

    if (prepared.method === 'GET') {
      // Identical reads share one answer; a caller with its own abort signal gets its own request.
      if (options.signal) return execute(prepared, options.signal);
      if (pending) return pending;
    } else if (pending) {
      return Promise.reject(new ApiError('duplicate', DUPLICATE_REQUEST_MESSAGE));
    }

    const promise = execute(prepared, options.signal).finally(() => {
      if (inFlight.get(prepared.key) === promise) inFlight.delete(prepared.key);
    });
    inFlight.set(prepared.key, promise);
    return promise;
  }

  async function beacon(path: string, data: Record<string, unknown> = {}): Promise<unknown> {
    const prepared = prepare(path, { method: 'POST', data });
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let payload: unknown;
    let status: number;
    try {
      const response = await deps.fetch(prepared.url, {
        ...prepared.init,
        keepalive: true,
        signal: controller.signal,
      });
      status = response.status;
      payload = await response.json().catch(() => undefined);
    } catch (error) {
      throw new ApiError('network', deps.messages.networkError(), { cause: error });
    } finally {
      clearTimeout(timer);
    }
    if (!isEnvelope(payload)) throw new ApiError('http', deps.messages.httpError(status), { status });
    if (payload.code !== SUCCESS_CODE) {
      throw new ApiError('business', payload.msg || deps.messages.uncaughtError(), {
        code: payload.code,
        status,
        envelope: payload,
      });
    }
    return payload.data;
  }

  // The overloads only refine the result type; every call goes through `request`.
  return {
    request: request as ApiClient['request'],
    get: ((path: string, params?: QueryParams, options?: RequestOptions) =>
      request(path, { ...options, method: 'GET', params })) as ApiClient['get'],
    post: ((path: string, data?: RequestBody, options?: RequestOptions) =>
      request(path, { ...options, method: 'POST', data })) as ApiClient['post'],
    put: ((path: string, data?: RequestBody, options?: RequestOptions) =>
      request(path, { ...options, method: 'PUT', data })) as ApiClient['put'],
    beacon: beacon as ApiClient['beacon'],
    pendingCount: () => inFlight.size,
    forgetInFlight: () => inFlight.clear(),
  };
}

/** The app's wiring: antd-mobile toast, the global popup store, the stored identity. */
export const defaultApiClientDeps: ApiClientDeps = {
  // Late-bound so that tests (and polyfills) can replace the global fetch.
  fetch: (input, init) => globalThis.fetch(input, init),
  getIdentity: readIdentity,
  // Loaded on first use: keeps antd-mobile out of this module's graph.
  toast: (message) => {
    void import('./notify').then(({ toast }) => toast(message));
  },
  // Error codes map to popups in one table (error-popups.ts), 50001 included.
  onAuthorizationNeeded: () => openPopupForErrorCode(ErrorCode.AUTHORIZATION_NEEDED),
  onErrorCode: (code) => openPopupForErrorCode(code),
  onScore: (score) => popupStore.open('points', { score }),
  onUnauthenticated: () => {
    localStore.clear();
    clearIdentity();
    reloadPage();
  },
  messages: {
    uncaughtError: () => i18n.t('api.uncaughtError'),
    networkError: () => i18n.t('api.networkError'),
    timeout: () => i18n.t('api.timeout'),
    httpError: (status) => i18n.t('api.httpError', { status }),
  },
};

export const apiClient: ApiClient = createApiClient(defaultApiClientDeps);

/**
 * For query fetchers: turns the 50001 outcome into a rejection, so the query shows its error
 * state (the popup is already open) instead of caching a non-answer as data.
 */
export async function unwrapData<T>(result: Promise<T | AuthorizationNeeded>): Promise<T> {
  const value = await result;
  if (isAuthorizationNeeded(value)) {
    throw new ApiError('business', i18n.t('popups.authorizationTitle'), {
      code: ErrorCode.AUTHORIZATION_NEEDED,
    });
  }
  return value;
}
