import { encryptFields, type OutboxMessage, type UserInfo, userInfoSchema } from '@ia/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { sandboxLogin, type TestApp } from '../../test/helper';
import { users } from '../users/users.table';

// Fixtures of the registration and profile API tests (members-*.routes.test.ts): sealed bodies,
// codes from the sandbox outbox, and registered members.

export type Headers = { authorization: string };
export type Fields = Record<string, unknown>;

export const PLATFORM = '/api/platform';

/**
 * Request helpers; `t` is called on each use, so the app may be built later (in `beforeAll`).
 * `mobiles` hands out the test file's fresh mobiles and tells how many it has handed out.
 */
export function membersApi(t: () => TestApp, mobiles: { next: () => string; count: () => number }) {
  async function seal(fields: Fields): Promise<string> {
    const response = await t().app.inject(`${PLATFORM}/crypto/public-key`);
    const { public_key, key_id } = (response.json() as { data: { public_key: string; key_id: string } }).data;
    return encryptFields(public_key, key_id, fields);
  }

  /** Asks for a code as the app does and reads it back from the sandbox outbox. */
  async function codeFor(headers: Headers, channel: 'sms' | 'mail', to: string, purpose = 'register') {
    const send = await t().app.inject({
      method: 'POST',
      url: `${PLATFORM}/${channel}/send`,
      headers,
      // Each request from its own address: the per-IP code limit is not what these tests are about.
      remoteAddress: `10.0.${Math.floor(mobiles.count() / 200)}.${mobiles.count() % 200}`,
      payload: channel === 'sms' ? { mobile: to, purpose } : { email: to, purpose },
    });
    expect(send.json()).toMatchObject({ code: 1000 });
    const outbox = await t().app.inject({ url: '/sandbox/outbox', query: { to } });
    const [latest] = (outbox.json() as { data: OutboxMessage[] }).data;
    const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
    if (!code) throw new Error(`no code in the outbox for ${to}`);
    return code;
  }

  const memberFields = (mobile: string, code?: string, overrides: Fields = {}): Fields => ({
    name: '张三',
    mobile,
    code,
    province: '11',
    city: '1101',
    hospital_id: 0,
    hospital_name: '北京某社区医院',
    department: 'radiology',
    title: 'attending_physician',
    position: 'doctor',
    skill_areas: ['neuro', 'cardiovascular'],
    interesting_topics: ['contrast_safety'],
    interesting_systems: ['nervous'],
    work_upgrades: ['speaker'],
    ...overrides,
  });

  /** The wire body: name and mobile sealed in `secure`, the rest as it is (undefined drops a field). */
  async function memberBody(fields: Fields): Promise<Fields> {
    const { name, mobile, ...rest } = fields;
    const sealed = Object.fromEntries(
      Object.entries({ name, mobile }).filter(([, value]) => value !== undefined),
    );
    return {
      secure: await seal(sealed),
      ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
    };
  }

  async function staffBody(fields: Fields): Promise<Fields> {
    const { name, mobile, email, ...rest } = fields;
    return { secure: await seal({ name, mobile, email }), ...rest };
  }

  const post = (url: string, headers: Headers, payload: Fields) =>
    t().app.inject({ method: 'POST', url: `${PLATFORM}${url}`, headers, payload });
  const put = (url: string, headers: Headers, payload: Fields) =>
    t().app.inject({ method: 'PUT', url: `${PLATFORM}${url}`, headers, payload });

  async function me(headers: Headers): Promise<UserInfo> {
    const response = await t().app.inject({ url: `${PLATFORM}/member/me`, headers });
    expect(response.statusCode).toBe(200);
    return userInfoSchema.parse((response.json() as { data: unknown }).data);
  }

  async function userByMobile(mobile: string) {
    const rows = await t().database.db.select().from(users).where(eq(users.mobile, mobile));
    return rows[0];
  }

  const envelope = (response: LightMyRequestResponse) =>
    response.json() as { code: number; msg: string; data: unknown };

  /** Registers a fresh WeChat user as a member; returns its headers and mobile. */
  async function registeredMember(overrides: Fields = {}) {
    const { headers } = await sandboxLogin(t().app, 'wechat');
    const mobile = mobiles.next();
    const code = await codeFor(headers, 'sms', mobile);
    const response = await post(
      '/member/member-register',
      headers,
      await memberBody(memberFields(mobile, code, overrides)),
    );
    expect(envelope(response)).toMatchObject({ code: 1000 });
    return { headers, mobile };
  }

  return {
    seal,
    codeFor,
    memberFields,
    memberBody,
    staffBody,
    post,
    put,
    me,
    userByMobile,
    envelope,
    registeredMember,
  };
}
