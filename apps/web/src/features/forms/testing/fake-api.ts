import { IDENTITY_STORAGE_KEYS, type Region, SUCCESS_CODE, type UserInfo } from '@ia/shared';
import { vi } from 'vitest';

/**
 * A fake platform API for page tests: `fetch` answers by "METHOD /path" (relative to
 * /api/platform, or the full path for /api/…), records every call with its parsed body, and
 * answers unknown routes with a 40400 envelope so a missing stub shows up as a failure.
 */

export interface RecordedCall {
  method: string;
  /** '/member/me', or '/api/wap/empty-user' outside the platform prefix. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** JSON bodies parsed; form bodies as an object (repeated keys as arrays); FormData as it is. */
  body: unknown;
}

export type FakeAnswer =
  | Response
  | { data: unknown }
  | { code: number; msg: string; data?: unknown; status?: number };
export type FakeRoute = (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>;

export const ok = (data: unknown): FakeAnswer => ({ data });
export const fail = (code: number, msg: string, data: unknown = null, status = 400): FakeAnswer => ({
  code,
  msg,
  data,
  status,
});

function toResponse(answer: FakeAnswer): Response {
  if (answer instanceof Response) return answer;
  if ('code' in answer) {
    return new Response(JSON.stringify({ code: answer.code, msg: answer.msg, data: answer.data ?? null }), {
      status: answer.status ?? 400,
    });
  }
  return new Response(JSON.stringify({ code: SUCCESS_CODE, msg: 'success', data: answer.data }), {
    status: 200,
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

export interface FakeApi {
  fetch: ReturnType<typeof vi.fn>;
  calls: RecordedCall[];
  /** The recorded calls to one route ("POST /sms/send"). */
  callsTo: (route: string) => RecordedCall[];
  /** Adds or replaces routes. */
  on: (routes: Record<string, FakeRoute>) => void;
}

export function createFakeApi(routes: Record<string, FakeRoute> = {}): FakeApi {
  const table = new Map(Object.entries(routes));
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.startsWith('/api/platform/')
      ? url.pathname.slice('/api/platform'.length)
      : url.pathname;
    const call: RecordedCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: parseBody(init),
    };
    calls.push(call);
    const route = table.get(`${call.method} ${path}`);
    if (!route) return toResponse(fail(40400, `no fake route for ${call.method} ${path}`, null, 404));
    return toResponse(await route(call));
  });
  return {
    fetch,
    calls,
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.path}` === route),
    on: (more) => {
      for (const [key, route] of Object.entries(more)) table.set(key, route);
    },
  };
}

/** Signs the test browser in, as the login would have. */
export function signIn(): void {
  localStorage.setItem(IDENTITY_STORAGE_KEYS.token, 'test-token');
  localStorage.setItem(IDENTITY_STORAGE_KEYS.openid, 'test-openid');
}

/** A user as GET member/me answers; by default a registered, consented, uncertified member. */
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

const PROVINCES: Region[] = [
  { AREACODE: '11', AREANAME: '北京市', ISHOT: 0 },
  { AREACODE: '44', AREANAME: '广东省', ISHOT: 0 },
];
const CITIES: Record<string, Region[]> = {
  '11': [{ AREACODE: '1101', AREANAME: '北京市', ISHOT: 1 }],
  '44': [
    { AREACODE: '4401', AREANAME: '广州市', ISHOT: 1 },
    { AREACODE: '4403', AREANAME: '深圳市', ISHOT: 1 },
  ],
};

/** GET region/list: two provinces and their cities. */
export const regionRoute: FakeRoute = (call) => {
  const parent = call.query.get('parent');
  return ok(parent ? (CITIES[parent] ?? []) : PROVINCES);
};

/** GET hospital/get-hospital: two hospitals in Beijing, filtered by keyword. */
export const hospitalRoute: FakeRoute = (call) => {
  const keyword = call.query.get('keyword') ?? '';
  const hospitals = [
    { id: 501, name: '北京协和医院', province: '11', city: '1101', grade: '三级甲等' },
    { id: 502, name: '北京大学第一医院', province: '11', city: '1101', grade: '三级甲等' },
  ];
  return ok(hospitals.filter((hospital) => hospital.name.includes(keyword)));
};

/** An RSA key pair like the server's, to check what `secure` carries. */
export async function createTestKeyPair(): Promise<{ pem: string; privateKey: CryptoKey }> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const base64 = btoa(String.fromCharCode(...spki));
  const pem = `-----BEGIN PUBLIC KEY-----\n${base64.match(/.{1,64}/g)?.join('\n')}\n-----END PUBLIC KEY-----`;
  return { pem, privateKey: pair.privateKey };
}

/** Opens a `secure` string with the test private key (what the server's FieldCryptoService does). */
export async function openSecure(secure: string, privateKey: CryptoKey): Promise<Record<string, unknown>> {
  const [, , keyPart, ivPart, cipherPart] = secure.split('.');
  const bytes = (text: string | undefined) => Uint8Array.from(atob(text ?? ''), (char) => char.charCodeAt(0));
  const rawKey = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, bytes(keyPart));
  const aesKey = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes(ivPart) },
    aesKey,
    bytes(cipherPart),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as Record<string, unknown>;
}

/** The routes every signed-in page needs: the user, regions, hospitals, the key and the user-check calls. */
export function baseRoutes(user: UserInfo, keyPem = 'unused'): Record<string, FakeRoute> {
  return {
    'GET /member/me': () => ok(user),
    'GET /region/list': regionRoute,
    'GET /hospital/get-hospital': hospitalRoute,
    'GET /crypto/public-key': () =>
      ok({ public_key: keyPem, algorithm: 'RSA-OAEP-256+A256GCM', key_id: 'testkey0000000001' }),
    'GET /api/wap/empty-user': () => (user.registered ? ok(null) : fail(40301, '未注册')),
    'POST /member/gettruman': () => ok({ all_active: user.all_active, registered: user.registered }),
    'GET /istip/get-istip': () =>
      ok({ istip: 0, days_left: user.trial.days_left, certified: user.certified }),
  };
}
