import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuditLogEntry, OperatorRoleValue } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { newOperatorCookie } from '../../test/sign-in';
import { tinyJpeg } from '../uploads/test-images';

const ROLES = {
  admin: 'administrator',
  reviewer: 'reviewer',
  editor: 'content_editor',
  safety: 'pharmacovigilance',
} as const satisfies Record<string, OperatorRoleValue>;
type Who = keyof typeof ROLES;

describe('console least privilege: role checks first, private uploads, the user list, a storable audit log', () => {
  let t: TestApp;
  let uploadDir: string;
  const cookies = {} as Record<Who, string>;

  const as = (who: Who | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: who ? { cookie: cookies[who] } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const auditEntries = async (action: string): Promise<AuditLogEntry[]> => {
    const response = await as('admin', 'GET', `/audit-log?pageSize=100&action=${action}`);
    expect(response.json()).toMatchObject({ code: 1000 });
    return response.json().data.data;
  };

  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ia-least-privilege-'));
    t = await buildTestApp({ config: { UPLOAD_DIR: uploadDir } });
    for (const [who, role] of Object.entries(ROLES) as [Who, OperatorRoleValue][]) {
      cookies[who] = await newOperatorCookie(t, who, role);
    }
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it('checks the session and the role before the body: a lower role never learns the schema', async () => {
    const invalid = { reason: 12345, unexpected: ['x'] };
    const editor = await as('editor', 'POST', '/certifications/1/reject', invalid);
    expect(editor.statusCode).toBe(403);
    expect(editor.json()).toMatchObject({ code: 40300, data: null });
    const anonymous = await as(null, 'POST', '/certifications/1/reject', invalid);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 40100 });
    // Not even malformed JSON reaches a refused caller's answer.
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/certifications/1/reject',
      headers: { cookie: cookies.editor, 'content-type': 'application/json' },
      payload: '{"reason":',
    });
    expect(malformed.statusCode).toBe(403);
    // The role that may call it still gets the validation answer.
    const reviewer = await as('reviewer', 'POST', '/certifications/1/reject', invalid);
    expect(reviewer.statusCode).toBe(400);
    expect(reviewer.json()).toMatchObject({ code: 40000 });
  });

  it("shows members' licence photos to reviewers and administrators only, and audits every view", async () => {
    const member = await sandboxLogin(t.app, 'registered');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/platform/imageupload-base64',
      headers: member.headers,
      payload: { image: tinyJpeg().toString('base64'), purpose: 'certification' },
    });
    const photoId = uploaded.json().data.id as number;

    for (const who of ['editor', 'safety'] as const) {
      const refused = await as(who, 'GET', `/uploads/${photoId}`);
      expect(refused.statusCode, who).toBe(403);
      expect(refused.json()).toMatchObject({ code: 40300 });
    }
    for (const who of ['reviewer', 'admin'] as const) {
      const shown = await as(who, 'GET', `/uploads/${photoId}`);
      expect(shown.statusCode, who).toBe(200);
      expect(shown.headers['content-type']).toBe('image/jpeg');
    }

    const views = (await auditEntries('upload.view')).filter((e) => e.target === String(photoId));
    expect(views.map((e) => [e.operatorName, e.method, e.statusCode]).sort()).toEqual([
      ['admin', 'GET', 200],
      ['editor', 'GET', 403],
      ['reviewer', 'GET', 200],
      ['safety', 'GET', 403],
    ]);
  });

  it('lets administrators, reviewers and (for member groups) editors search members; only the first two open one', async () => {
    await sandboxLogin(t.app, 'certified');
    const list = await as('admin', 'GET', '/users?pageSize=100');
    const memberId = (list.json().data.data as { id: number }[])[0]?.id;
    expect(memberId).toBeTypeOf('number');

    const expected: Record<Who, [list: number, one: number]> = {
      admin: [200, 200],
      reviewer: [200, 200],
      editor: [200, 403],
      safety: [403, 403],
    };
    for (const who of Object.keys(expected) as Who[]) {
      const listed = await as(who, 'GET', '/users?keyword=a');
      const one = await as(who, 'GET', `/users/${memberId}`);
      expect([listed.statusCode, one.statusCode], who).toEqual(expected[who]);
    }
  });

  it('writes the audit entry of a console action whose input holds lone surrogates', async () => {
    const name = 'Radiology \ud800 group';
    const response = await as('editor', 'POST', '/member-groups', {
      name,
      description: 'low \udc00 half',
    });
    // Whether the edge refuses such text (400) or stores it, the answer is no 500 and the entry is written.
    expect(response.statusCode).toBeLessThan(500);
    const [entry] = await auditEntries('member_group.create');
    expect(entry).toMatchObject({
      operatorName: 'editor',
      statusCode: response.statusCode,
      detail: { name: 'Radiology \ufffd group', description: 'low \ufffd half' },
    });
  });

  it('writes the entry of a body nested 20,000 levels deep, cut at a sane depth', async () => {
    // Built as text: JSON.stringify itself recurses and would overflow at this depth.
    const deep = `{"name":${'{"next":'.repeat(20_000)}"bottom"${'}'.repeat(20_000)}}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/member-groups',
      headers: { cookie: cookies.editor, 'content-type': 'application/json' },
      payload: deep,
    });
    expect(response.statusCode).toBe(400);
    const [entry] = await auditEntries('member_group.create');
    expect(entry?.statusCode).toBe(400);
    expect(JSON.stringify(entry?.detail)).toContain('[nested deeper]');
  });

  it('answers 500 in the envelope, not success, when the audit entry cannot be written', async () => {
    const record = vi
      .spyOn(t.services.adminAuth, 'record')
      .mockRejectedValueOnce(new Error('the audit table is unavailable'));
    const response = await as('editor', 'POST', '/member-groups', { name: '审计失败时的分组' });
    expect(record).toHaveBeenCalledOnce();
    record.mockRestore();
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      code: 50000,
      msg: expect.stringContaining('审计日志'),
      data: null,
    });
  });
});
