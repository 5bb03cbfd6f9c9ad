import type { AdminCampaignInput } from '@ia/shared';
import { expect } from 'vitest';
import type { TestApp } from '../../test/helper';
import type { DemoOperator, SignedIn } from '../../test/sign-in';

// Fixtures of the campaigns console API tests (campaigns-admin*.routes.test.ts): request helpers.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const DAY = 86_400_000;

/**
 * Request helpers as the demo operators (`cookies`) and as a member of the app (`member`); the
 * arguments are called on each use, so they may be set later (in `beforeAll`).
 */
export function consoleApi(
  t: () => TestApp,
  cookies: () => Record<DemoOperator, { cookie: string }>,
  member: () => SignedIn,
) {
  const asOperator = (who: DemoOperator, method: Method, url: string, payload?: object) =>
    t().app.inject({
      method,
      url: `/api/admin${url}`,
      headers: cookies()[who],
      ...(payload ? { payload } : {}),
    });
  const data = async <T>(method: Method, url: string, payload?: object): Promise<T> => {
    const response = await asOperator('editor', method, url, payload);
    expect(response.json(), `${method} ${url}`).toMatchObject({ code: 1000 });
    return response.json().data as T;
  };
  const refused = async (
    method: Method,
    url: string,
    payload: object | undefined,
    status: number,
    msg?: string,
  ) => {
    const response = await asOperator('editor', method, url, payload);
    expect(response.statusCode, `${method} ${url}`).toBe(status);
    // Validation messages name the field after the message: 请输入活动标题（body.title）.
    if (msg) expect(response.json().msg, `${method} ${url}`).toContain(msg);
    return response.json() as { code: number; msg: string };
  };
  /** An ongoing campaign by the test clock. */
  const fields = (values: Partial<AdminCampaignInput> = {}): AdminCampaignInput => ({
    title: '控制台活动',
    start_at: new Date(t().clock.now().getTime() - DAY).toISOString(),
    end_at: new Date(t().clock.now().getTime() + 10 * DAY).toISOString(),
    ...values,
  });
  const app = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t().app.inject({
      method,
      url: `/api/platform${url}`,
      headers: member().headers,
      ...(payload ? { payload } : {}),
    });

  return { asOperator, data, refused, fields, app };
}
