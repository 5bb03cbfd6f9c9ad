import { type Envelope, PLATFORM_PREFIX, type RuntimeConfig, SUCCESS_CODE, type UserInfo } from '@ia/shared';
import { vi } from 'vitest';
import { fetchBackedXhr } from './fetch-backed-xhr';

/**
 * The one fetch stub of the web tests: `stubApi` answers by method and path, records every call
 * with its parsed body, and installs itself as the global fetch. Also a complete user info and
 * the runtime config. Imported by tests only.
 */

export function envelope<T>(data: T, code: number = SUCCESS_CODE, msg = 'success'): Envelope<T> {
  return { code, msg, data };
}

/** A success envelope around `data`. */
export function ok<T>(data: T): Envelope<T> {
  return envelope(data);
}

/** An error envelope with the HTTP status the server would send with it (400 unless said). */
export function fail(code: number, msg: string, data: unknown = null, status = 400): Response {
  return new Response(JSON.stringify(envelope(data, code, msg)), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export interface StubRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** JSON bodies parsed; form bodies as an object (repeated keys as arrays); FormData as it is. */
  body: unknown;
}

/** An answer: a Response, an envelope (has `code` and `msg`), or plain data (wrapped in a success envelope). */
type StubAnswer = unknown;
/** A fixed answer, or a function of the request (which may answer later). */
export type StubRoute = StubAnswer | ((request: StubRequest) => StubAnswer | Promise<StubAnswer>);

function toResponse(answer: StubAnswer): Response {
  if (answer instanceof Response) return answer;
  const isEnvelope = typeof answer === 'object' && answer !== null && 'code' in answer && 'msg' in answer;
  return new Response(JSON.stringify(isEnvelope ? answer : envelope(answer)), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

function parseBody(init: RequestInit | undefined): unknown {
  const body = init?.body;
  if (body === undefined || body === null) return undefined;
  if (body instanceof FormData) return body;
  if (body instanceof URLSearchParams) {
    const result: Record<string, string | string[]> = {};
    for (const key of new Set(body.keys())) {
      const values = body.getAll(key);
      result[key] = values.length > 1 ? values : (values[0] ?? '');
    }
    return result;
  }
  if (typeof body === 'string') {
    try {
      return JSON.parse(body);
    } catch {
      return body;
    }
  }
  return body;
}

/**
 * The route keys a request answers to, most specific first: 'METHOD /path' before '/path' (any
 * method), and a platform path also without its prefix ('/api/platform/member/me' as '/member/me').
 */
function routeKeysOf(method: string, url: URL): string[] {
  const paths = [url.pathname];
  if (url.pathname.startsWith(`${PLATFORM_PREFIX}/`)) paths.push(url.pathname.slice(PLATFORM_PREFIX.length));
  return [...paths.map((path) => `${method} ${path}`), ...paths];
}

export interface StubApiOptions {
  /**
   * Unmatched calls answer an empty list, as the shell tests expect of the calls they do not
   * care about; with `strict`, a 40400 envelope (HTTP 404), so a call nobody stubbed shows up.
   */
  strict?: boolean;
}

export interface ApiStub {
  /** Every call, in order. */
  calls: StubRequest[];
  /** The calls to one route, named as in the routes ('POST /sms/send', '/api/oauth'). */
  callsTo: (route: string) => StubRequest[];
  /** Adds or replaces routes. */
  on: (routes: Record<string, StubRoute>) => void;
}

/**
 * Stubs the global fetch. Keys are 'METHOD /path' or '/path' (any method); paths as sent
 * ('/api/oauth'), or for /api/platform without that prefix if you like ('/member/me').
 */
export function stubApi(routes: Record<string, StubRoute> = {}, options: StubApiOptions = {}): ApiStub {
  const table = new Map(Object.entries(routes));
  const calls: StubRequest[] = [];
  const routeOf = (request: StubRequest) =>
    routeKeysOf(request.method, request.url)
      .map((key) => table.get(key))
      .find((route) => route !== undefined);

  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request: StubRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      url,
      headers: new Headers(init?.headers),
      body: parseBody(init),
    };
    calls.push(request);
    const route = routeOf(request);
    if (route === undefined) {
      return options.strict
        ? fail(40400, `no stub for ${request.method} ${url.pathname}`, null, 404)
        : toResponse(envelope([]));
    }
    const answer =
      typeof route === 'function'
        ? await route(request)
        : route instanceof Response
          ? route.clone()
          : structuredClone(route);
    return toResponse(answer);
  });
  vi.stubGlobal('fetch', fetch);
  // Uploads go through XMLHttpRequest (for their progress): answered by the same stub.
  vi.stubGlobal('XMLHttpRequest', fetchBackedXhr(fetch as unknown as typeof globalThis.fetch));

  return {
    calls,
    callsTo: (route) => calls.filter((request) => routeKeysOf(request.method, request.url).includes(route)),
    on: (more) => {
      for (const [key, route] of Object.entries(more)) table.set(key, route);
    },
  };
}

/** A user as GET member/me answers; by default a registered, consented member in the free trial. */
export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 7,
    openid: 'test-openid',
    unionid: null,
    kind: 'member',
    registered: true,
    name: '张医生',
    mobile: '13800138000',
    email: null,
    province: '11',
    city: '1101',
    hospital_id: 501,
    hospital_name: '北京协和医院',
    department: 'radiology',
    title: 'attending_physician',
    position: 'doctor',
    skill_areas: ['chest'],
    interesting_topics: [],
    interesting_systems: [],
    work_upgrades: [],
    all_active: 1,
    reconfirmation: 1,
    re_perfect_type: 0,
    veeva: 0,
    projectAuthStatus: 'none',
    certified: false,
    trial: { days_left: 21, ends_at: '2030-01-01T00:00:00.000Z', expired: false },
    callUs: null,
    integralInfo: { points: 0 },
    registered_at: '2029-12-02T00:00:00.000Z',
    ...overrides,
  };
}

/** A signed-in visitor who has not registered yet. */
export function unregisteredUser(): UserInfo {
  return userInfo({
    kind: null,
    registered: false,
    name: null,
    mobile: null,
    province: null,
    city: null,
    hospital_id: null,
    hospital_name: null,
    department: null,
    title: null,
    position: null,
    skill_areas: [],
    trial: { days_left: 0, ends_at: null, expired: false },
    registered_at: null,
  });
}

/** Installs window.__IA_CONFIG__; returns the cleanup. */
export function setRuntimeConfig(overrides: Partial<RuntimeConfig> = {}): () => void {
  window.__IA_CONFIG__ = {
    basePath: '/',
    deployment: 'test',
    loginMode: 'self',
    wechatAppId: 'wx-test',
    sandbox: true,
    externalLoginUrl: null,
    ...overrides,
  };
  return () => {
    delete window.__IA_CONFIG__;
  };
}
