import type { OperatorRoleValue } from '@ia/shared';
import type { TestApp } from './helper';
import { sandboxLogin } from './helper';
import { updateUser } from './users';

// Test fixtures of the social module's API tests: app users with a name, and console sessions.

export interface SignedIn {
  headers: { authorization: string };
  userId: number;
  openid: string;
}

/** Signs in a sandbox user in `role`, named `name` (null leaves the name empty). */
export async function signIn(t: TestApp, role: string, name: string | null = null): Promise<SignedIn> {
  const session = await sandboxLogin(t.app, role);
  const viewer = await t.services.sessions.resolve(session.token);
  if (!viewer) throw new Error(`sandbox login as ${role} gave no session`);
  if (name !== null) await updateUser(t, viewer.user.id, { name });
  return { headers: session.headers, userId: viewer.user.id, openid: session.openid };
}

/** The demo seed's console accounts. */
const DEMO_OPERATORS = ['admin', 'reviewer', 'editor'] as const;
export type DemoOperator = (typeof DEMO_OPERATORS)[number];
const DEMO_PASSWORD = 'ImagingDemo#2024';

/** Signs in to the console as `username`; the cookie header of the session. */
async function operatorCookie(t: TestApp, username: string, password: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { username, password },
  });
  const cookie = response.cookies.find((c) => c.name === 'ia_admin');
  if (!cookie) throw new Error(`console sign-in as ${username} failed: ${response.body}`);
  return `ia_admin=${cookie.value}`;
}

/** Creates an operator with `role` and signs in; the cookie header of the session. */
export async function newOperatorCookie(
  t: TestApp,
  username: string,
  role: OperatorRoleValue,
): Promise<string> {
  const password = 'Correct-Horse-42';
  await t.services.adminAuth.createOperator({ username, password, role });
  return operatorCookie(t, username, password);
}

/** Cookie headers of the demo operators (needs `seedDemo: true`). */
export async function operatorCookies(t: TestApp): Promise<Record<DemoOperator, { cookie: string }>> {
  const entries = await Promise.all(
    DEMO_OPERATORS.map(
      async (username) => [username, { cookie: await operatorCookie(t, username, DEMO_PASSWORD) }] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<DemoOperator, { cookie: string }>;
}
