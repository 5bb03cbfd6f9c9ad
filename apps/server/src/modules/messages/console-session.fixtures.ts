import type { OperatorRoleValue } from '@ia/shared';
import type { TestApp } from '../../test/helper';

// Test fixtures: console sessions by role, and envelope calls to both APIs. Imported by tests only.

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

const PASSWORD = 'Correct-Horse-42';

/** Signs in an operator in `role` (username = role; created on first use) and answers its cookie header. */
export async function consoleAs(t: TestApp, role: OperatorRoleValue): Promise<{ cookie: string }> {
  try {
    await t.services.adminAuth.createOperator({ username: role, password: PASSWORD, role });
  } catch (err) {
    if (!(err instanceof Error && /已存在/.test(err.message))) throw err;
  }
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { username: role, password: PASSWORD },
  });
  const cookie = response.cookies.find((c) => c.name === 'ia_admin');
  if (!cookie) throw new Error(`console sign-in as ${role} failed: ${response.body}`);
  return { cookie: `ia_admin=${cookie.value}` };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A console call; `who` is a cookie header (or none). */
export async function adminCall<T = unknown>(
  t: TestApp,
  who: { cookie: string } | null,
  method: Method,
  url: string,
  payload?: object,
): Promise<Envelope<T>> {
  const response = await t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });
  return response.json() as Envelope<T>;
}

/** A mobile-API call under /api/platform; `who` carries the Authorization header (or none). */
export async function appCall<T = unknown>(
  t: TestApp,
  who: { headers: { authorization: string } } | null,
  method: Method,
  url: string,
  payload?: object,
): Promise<Envelope<T>> {
  const response = await t.app.inject({
    method,
    url: `/api/platform${url}`,
    headers: who?.headers ?? {},
    ...(payload ? { payload } : {}),
  });
  return response.json() as Envelope<T>;
}
