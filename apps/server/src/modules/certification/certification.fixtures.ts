import type { CertificationInfo, UploadedFile } from '@ia/shared';
import { count, eq } from 'drizzle-orm';
import { sandboxLogin, type TestApp } from '../../test/helper';
import { hospitals } from '../hospitals/hospitals.table';
import { messages } from '../messages/messages.table';
import { multipartPayload, tinyJpeg } from '../uploads/test-images';
import { users, wechatIdentities } from '../users/users.table';
import { certificationSubmissions } from './certification.table';

// Fixtures of the certification API tests (certification*.routes.test.ts): a hospital, the demo
// console operators' sessions, and request helpers.

export type Headers = { authorization: string };
const DEMO_PASSWORD = 'ImagingDemo#2024';
export const HOUR_MS = 3_600_000;

export type Operators = Record<'admin' | 'reviewer' | 'editor', { cookie: string }>;

/** Writes a hospital (returns its id) and signs the demo operators in, into `console` (needs `seedDemo: true`). */
export async function seedCertification(t: TestApp, console: Operators): Promise<number> {
  const [hospital] = await t.database.db
    .insert(hospitals)
    .values({ name: '北京协和医院', provinceCode: '11', cityCode: '1101' })
    .returning();
  const hospitalId = hospital?.id ?? 0;
  for (const username of ['admin', 'reviewer', 'editor'] as const) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { username, password: DEMO_PASSWORD },
    });
    const cookie = response.cookies.find((c) => c.name === 'ia_admin');
    console[username] = { cookie: `ia_admin=${cookie?.value}` };
  }
  return hospitalId;
}

/**
 * Request helpers; `t` and `hospitalId` are called on each use, so they may be set later (in `beforeAll`).
 */
export function certificationApi(t: () => TestApp, hospitalId: () => number, console: Operators) {
  const login = async (role: string) => {
    const session = await sandboxLogin(t().app, role);
    const [identity] = await t()
      .database.db.select()
      .from(wechatIdentities)
      .where(eq(wechatIdentities.openid, session.openid));
    return { headers: session.headers, userId: identity?.userId ?? -1 };
  };
  const userRow = async (id: number) =>
    (await t().database.db.select().from(users).where(eq(users.id, id)))[0];

  const uploadPhoto = async (headers: Headers, purpose = 'certification', bytes = tinyJpeg()) => {
    const body = await multipartPayload([
      ['purpose', purpose],
      { name: 'licence.jpg', type: 'image/jpeg', bytes },
    ]);
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/platform/imageupload',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    return (response.json() as { data: UploadedFile }).data;
  };

  const submission = (photoIds: number[], overrides: Record<string, unknown> = {}) => ({
    name: '王医生',
    hospital_id: hospitalId(),
    department: 'radiology',
    title: 'attending_physician',
    licence_number: '110101199001011234',
    photo_ids: photoIds,
    ...overrides,
  });
  const submit = (headers: Headers, payload: object, kind: 'create' | 'update' = 'create') =>
    t().app.inject({ method: 'POST', url: `/api/platform/examine/vevea-examine-${kind}`, payload, headers });
  const info = async (headers: Headers) =>
    (
      (await t().app.inject({ url: '/api/platform/examine/get-examine-info', headers })).json() as {
        data: CertificationInfo;
      }
    ).data;
  const asOperator = (who: keyof Operators, method: 'GET' | 'POST', url: string, payload?: object) =>
    t().app.inject({
      method,
      url: `/api/admin${url}`,
      headers: console[who],
      ...(payload ? { payload } : {}),
    });
  const messagesOf = (userId: number) =>
    t().database.db.select().from(messages).where(eq(messages.userId, userId));
  const submissionCount = async (userId: number) =>
    (
      await t()
        .database.db.select({ value: count() })
        .from(certificationSubmissions)
        .where(eq(certificationSubmissions.userId, userId))
    )[0]?.value;

  return { login, userRow, uploadPhoto, submission, submit, info, asOperator, messagesOf, submissionCount };
}
