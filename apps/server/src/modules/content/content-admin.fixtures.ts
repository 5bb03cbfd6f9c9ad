import type { AdminTerm, CourseCategory } from '@ia/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/helper';
import { wechatIdentities } from '../users/users.table';

// Fixtures of the console learning content API tests (content-admin*.routes.test.ts): operators,
// the terms a draft refers to, request helpers, and a video file.

const PASSWORD = 'Correct-Horse-42';

/** The smallest file that sniffs as MP4: an `ftyp` box (brand isom) and an empty `mdat` box. */
export function tinyMp4(padding = 0): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'latin1'),
  ]);
  const mdat = Buffer.alloc(8 + padding);
  mdat.writeUInt32BE(8 + padding);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface ContentConsoleTerms {
  tagId: number;
  diseaseId: number;
  categoryId: number;
}

/**
 * Request helpers as the operators whose sessions `seed` puts in `cookies`; `t` and `terms` are
 * called on each use, so they may be set later (in `beforeAll`).
 */
export function contentConsoleApi(
  t: () => TestApp,
  cookies: Record<string, string>,
  terms: () => ContentConsoleTerms,
) {
  const call = async <T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    operator = 'editor',
  ) => {
    const response = await t().app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { cookie: cookies[operator] ?? '' },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() as Envelope<T> };
  };
  const data = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const { body } = await call<T>(method, url, payload);
    expect(body, `${method} ${url}`).toMatchObject({ code: 1000 });
    return body.data;
  };
  const userIdOf = async (openid: string) => {
    const [row] = await t()
      .database.db.select({ id: wechatIdentities.userId })
      .from(wechatIdentities)
      .where(eq(wechatIdentities.openid, openid));
    if (!row) throw new Error(`no user for ${openid}`);
    return row.id;
  };

  const draft = (patch: Record<string, unknown> = {}) => ({
    list_type: 1,
    content_type: 2,
    title: '胸部 CT 读片入门',
    summary: '肺结节的影像表现',
    cover: '/uploads/2026/06/0123456789abcdef0123456789abcdef.jpg',
    body: '<p>磨玻璃结节的随访策略</p>',
    tag_ids: [terms().tagId],
    disease_ids: [terms().diseaseId],
    category_id: terms().categoryId,
    speaker_name: '李主任',
    duration: 600,
    ...patch,
  });

  /** Creates an editor, an administrator and a reviewer, signs them in, and writes a tag, a disease and a category. */
  const seed = async (): Promise<{ editorId: number } & ContentConsoleTerms> => {
    let editorId = 0;
    for (const [username, role] of [
      ['editor', 'content_editor'],
      ['admin', 'administrator'],
      ['reviewer', 'reviewer'],
    ] as const) {
      const operator = await t().services.adminAuth.createOperator({ username, password: PASSWORD, role });
      if (username === 'editor') editorId = operator.id;
      const login = await t().app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { username, password: PASSWORD },
      });
      const cookie = login.cookies.find((c) => c.name === 'ia_admin');
      cookies[username] = `ia_admin=${cookie?.value}`;
    }
    const tagId = (await data<AdminTerm>('POST', '/tags', { name: '肺结节' })).id;
    const diseaseId = (await data<AdminTerm>('POST', '/diseases', { name: '肺癌', sort: 1 })).id;
    const categoryId = (await data<CourseCategory>('POST', '/categories', { name: 'CT 影像' })).id;
    return { editorId, tagId, diseaseId, categoryId };
  };

  return { call, data, userIdOf, draft, seed };
}
