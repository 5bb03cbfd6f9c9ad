import type { Envelope, RuntimeConfig, UserInfo } from '@ia/shared';
import { vi } from 'vitest';

/**
 * Test helpers for the access features: a fetch that answers by method and path, a complete
 * user info, and the runtime config. Imported by tests only.
 */

export function envelope<T>(data: T, code = 1000, msg = 'success'): Envelope<T> {
  return { code, msg, data };
}

export interface StubRequest {
  method: string;
  url: URL;
  /** The form or JSON body, as an object of strings (or parsed JSON). */
  body: Record<string, unknown>;
}

/** An answer: a Response, an envelope (has `code`), plain data (wrapped in a success envelope), or a function of the request. */
export type StubAnswer = unknown;

function toResponse(answer: unknown): Response {
  if (answer instanceof Response) return answer;
  const isEnvelope = typeof answer === 'object' && answer !== null && 'code' in answer && 'msg' in answer;
  return new Response(JSON.stringify(isEnvelope ? answer : envelope(answer)), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

function parseBody(init: RequestInit | undefined): Record<string, unknown> {
  const body = init?.body;
  if (body instanceof URLSearchParams) return Object.fromEntries(body.entries());
  if (typeof body === 'string') {
    try {
      return JSON.parse(body) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  return {};
}

/**
 * Stubs the global fetch. Keys are 'METHOD /path' or '/path' (any method), paths as sent
 * ('/api/platform/member/me'). Unmatched calls answer an empty list, as the shell tests do.
 */
export function stubApi(routes: Record<string, StubAnswer | ((request: StubRequest) => unknown)>) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const route = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    if (route === undefined) return toResponse(envelope([]));
    const answer =
      typeof route === 'function'
        ? await route({ method, url, body: parseBody(init) })
        : route instanceof Response
          ? route.clone()
          : structuredClone(route);
    return toResponse(answer);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The calls made to a path, as StubRequests. */
export function callsTo(fetch: ReturnType<typeof stubApi>, path: string): StubRequest[] {
  return fetch.mock.calls
    .map(([input, init]) => ({
      method: init?.method ?? 'GET',
      url: new URL(input, 'http://localhost'),
      body: parseBody(init),
    }))
    .filter((request) => request.url.pathname === path);
}

/** A registered, consented member in the free trial, unless overridden. */
export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 7,
    openid: 'openid-7',
    unionid: 'unionid-7',
    kind: 'member',
    registered: true,
    name: '张医生',
    mobile: '13812345678',
    email: null,
    province: '31',
    city: '3101',
    hospital_id: 12,
    hospital_name: '上海市第一人民医院',
    department: 'imaging',
    title: 'attending',
    position: 'doctor',
    skill_areas: [],
    interesting_topics: [],
    interesting_systems: [],
    work_upgrades: [],
    all_active: 1,
    reconfirmation: 1,
    re_perfect_type: 0,
    veeva: 0,
    projectAuthStatus: 'none',
    certified: false,
    trial: { days_left: 12, ends_at: '2024-02-10T00:00:00.000Z', expired: false },
    callUs: null,
    integralInfo: { points: 0 },
    registered_at: '2024-01-11T00:00:00.000Z',
    ...overrides,
  };
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
