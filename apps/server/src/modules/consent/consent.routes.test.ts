import { createHash } from 'node:crypto';
import { CONTACT_HOTLINE, type ConsentDocument, type ConsentRecord } from '@ia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATORS } from '../../seed/demo-seed';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { users, wechatIdentities } from '../users/users.table';
import { consentRecords } from './consent.table';

type Login = Awaited<ReturnType<typeof sandboxLogin>>;

describe('consent: legal documents, signing, withdrawal and new versions', () => {
  let t: TestApp;

  const documents = async (lang?: string): Promise<ConsentDocument[]> => {
    const response = await t.app.inject({
      url: `/api/platform/consent/documents${lang ? `?lang=${lang}` : ''}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const signBody = (login: Login, docs: ConsentDocument[]) => ({
    openid: login.openid,
    commit_hash: docs.map((doc) => doc.commit_hash),
    document_version_number: docs.map((doc) => doc.document_version_number),
  });
  const sign = (login: Login, payload: unknown, url = '/api/platform/send_truman') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...login.headers, 'user-agent': 'Mozilla/5.0 MicroMessenger/8.0.47' },
      payload: payload as Record<string, unknown>,
    });
  const truman = async (login: Login) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/platform/member/gettruman',
      headers: login.headers,
      payload: { openid: login.openid },
    });
    expect(response.json()).toMatchObject({ code: 1000 });
    return response.json().data as { all_active: 0 | 1; registered: boolean };
  };
  /** A consent-gated route: the learning log needs all_active = 1 (and the trial). */
  const learnLogCode = async (login: Login) =>
    (await t.app.inject({ url: '/api/platform/learn-log', headers: login.headers })).json().code;
  const mine = async (login: Login): Promise<ConsentRecord[]> =>
    (await t.app.inject({ url: '/api/platform/consent/mine', headers: login.headers })).json().data;
  const userOf = async (login: Login) => {
    const [row] = await t.database.db
      .select({ user: users })
      .from(wechatIdentities)
      .innerJoin(users, eq(users.id, wechatIdentities.userId))
      .where(eq(wechatIdentities.openid, login.openid));
    if (!row) throw new Error(`no user for ${login.openid}`);
    return row.user;
  };
  const recordsOf = async (login: Login) =>
    t.database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.userId, (await userOf(login)).id));
  const operatorCookie = async (username: string) => {
    const operator = DEMO_OPERATORS.find((candidate) => candidate.username === username);
    if (!operator) throw new Error(`no demo operator ${username}`);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { username: operator.username, password: operator.password },
    });
    const cookie = response.cookies.find((c) => c.name === 'ia_admin');
    if (!cookie) throw new Error(`login failed for ${username}`);
    return `ia_admin=${cookie.value}`;
  };

  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: true });
  });
  afterAll(() => t.close());

  it('serves the three current documents in popup order, hashed over the exact Chinese text', async () => {
    const zh = await documents();
    expect(zh.map((doc) => doc.code)).toEqual(['privacy', 'terms', 'personal_info']);
    expect(zh.map((doc) => doc.title)).toEqual(['隐私政策', '用户服务协议', '个人信息处理知情同意书']);
    for (const doc of zh) {
      expect(doc.document_version_number).toBe(1);
      expect(doc.commit_hash).toBe(createHash('sha256').update(doc.body, 'utf8').digest('hex'));
    }
    const en = await documents('en-US');
    expect(en.map((doc) => doc.title)).toEqual([
      'Privacy Statement',
      'Terms of Use',
      'Personal Information Processing Consent',
    ]);
    // The English rendering is a translation; the hash still names the Chinese text signed.
    expect(en.map((doc) => doc.commit_hash)).toEqual(zh.map((doc) => doc.commit_hash));
    expect(en[0]?.body).not.toBe(zh[0]?.body);

    const bad = await t.app.inject('/api/platform/consent/documents?lang=fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 40000 });
  });

  it('states the privacy terms of spec §1: 15 working days, 180 days of logs, 2 years of recordings, the hotline', async () => {
    const [privacy] = await documents();
    expect(privacy?.body).toContain('15 个工作日');
    expect(privacy?.body).toContain('180 天');
    expect(privacy?.body).toContain('2 年');
    expect(privacy?.body).toContain(CONTACT_HOTLINE);
    const [privacyEn] = await documents('en-US');
    expect(privacyEn?.body).toContain('15 working days');
    expect(privacyEn?.body).toContain('180 days');
    expect(privacyEn?.body).toContain('2 years');
    expect(privacyEn?.body).toContain(CONTACT_HOTLINE);
  });

  it('loads version 1 only once, however often the database is prepared', async () => {
    expect(await t.services.consent.ensureLoaded()).toBe(0);
    expect((await documents()).map((doc) => doc.document_version_number)).toEqual([1, 1, 1]);
  });

  it('lets a registered user sign every document: all_active 1, consent-gated routes open, a grant per document', async () => {
    const login = await sandboxLogin(t.app, 'registered');
    expect(await truman(login)).toEqual({ all_active: 0, registered: true });
    expect(await learnLogCode(login)).toBe(40302);

    const docs = await documents();
    const response = await sign(login, signBody(login, docs));
    expect(response.json()).toEqual({ code: 1000, msg: 'success', data: 1 });

    expect(await truman(login)).toEqual({ all_active: 1, registered: true });
    expect(await learnLogCode(login)).toBe(1000);
    expect((await userOf(login)).consentedAt).toEqual(t.clock.now());

    const records = await recordsOf(login);
    expect(records).toHaveLength(3);
    for (const doc of docs) {
      expect(records).toContainEqual(
        expect.objectContaining({
          openid: login.openid,
          documentCode: doc.code,
          documentVersion: 1,
          commitHash: doc.commit_hash,
          action: 'grant',
          ip: '127.0.0.1',
          userAgent: 'Mozilla/5.0 MicroMessenger/8.0.47',
        }),
      );
    }

    const history = await mine(login);
    expect(history).toHaveLength(3);
    expect(history.every((record) => record.action === 'grant' && record.current)).toBe(true);
    expect(history.map((record) => record.document_title).sort()).toEqual(
      ['个人信息处理知情同意书', '用户服务协议', '隐私政策'].sort(),
    );

    // Signing again (a double tap) answers 1 and records nothing new.
    t.clock.advance(60_000);
    expect((await sign(login, signBody(login, docs))).json()).toMatchObject({ code: 1000, data: 1 });
    expect(await recordsOf(login)).toHaveLength(3);
  });

  it('accepts the form-encoded alias member/sendtruman with comma-separated lists, in any order', async () => {
    const login = await sandboxLogin(t.app, 'wechat');
    const docs = (await documents()).reverse();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/platform/member/sendtruman',
      headers: { ...login.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        openid: login.openid,
        commit_hash: docs.map((doc) => doc.commit_hash).join(','),
        document_version_number: docs.map((doc) => doc.document_version_number).join(','),
      }).toString(),
    });
    expect(response.json()).toMatchObject({ code: 1000, data: 1 });
    // An unregistered user may sign (the truman status); registration is still what it lacks.
    expect(await truman(login)).toEqual({ all_active: 1, registered: false });
  });

  it('refuses a stale hash or version with 40900 and the current documents, recording nothing', async () => {
    const login = await sandboxLogin(t.app, 'registered');
    const docs = await documents();
    const staleHash = signBody(login, docs);
    staleHash.commit_hash[1] = createHash('sha256').update('旧版本的用户服务协议').digest('hex');
    const response = await sign(login, staleHash);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 40900, msg: '协议已更新，请重新阅读后签署' });
    expect(response.json().data).toEqual(docs);

    const staleVersion = signBody(login, docs);
    staleVersion.document_version_number[0] = 2;
    expect((await sign(login, staleVersion)).json()).toMatchObject({ code: 40900 });

    expect(await recordsOf(login)).toHaveLength(0);
    expect((await userOf(login)).consentedAt).toBeNull();
    expect(await truman(login)).toMatchObject({ all_active: 0 });
  });

  it('refuses incomplete or malformed lists with 40000, recording nothing', async () => {
    const login = await sandboxLogin(t.app, 'registered');
    const docs = await documents();
    const incomplete = await sign(login, signBody(login, docs.slice(0, 2)));
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toMatchObject({ code: 40000, msg: '请滚动到底部阅读，点击全部同意后再签署' });

    const mismatched = signBody(login, docs);
    mismatched.document_version_number.pop();
    expect((await sign(login, mismatched)).json()).toMatchObject({ code: 40000 });

    const notAHash = { ...signBody(login, docs), commit_hash: ['abc', 'def', 'ghi'] };
    expect((await sign(login, notAHash)).json()).toMatchObject({ code: 40000 });
    expect((await sign(login, { openid: login.openid })).json()).toMatchObject({ code: 40000 });

    expect(await recordsOf(login)).toHaveLength(0);
  });

  it("refuses to sign or read the truman status for another user's openid (40300), and anonymous callers (401)", async () => {
    const login = await sandboxLogin(t.app, 'registered');
    const other = await sandboxLogin(t.app, 'registered');
    const docs = await documents();
    const forged = await sign(login, { ...signBody(login, docs), openid: other.openid });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 40300 });
    expect(await recordsOf(login)).toHaveLength(0);
    expect(await recordsOf(other)).toHaveLength(0);

    const peek = await t.app.inject({
      method: 'POST',
      url: '/api/platform/member/gettruman',
      headers: login.headers,
      payload: { openid: other.openid, unionid: `union_${other.openid}` },
    });
    expect(peek.json()).toMatchObject({ code: 40300 });

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/platform/send_truman',
      payload: signBody(login, docs),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('records a withdrawal per granted document and falls back to a user without consent', async () => {
    const login = await sandboxLogin(t.app, 'registered');
    const docs = await documents();
    await sign(login, signBody(login, docs));
    expect(await learnLogCode(login)).toBe(1000);

    const unconfirmed = await t.app.inject({
      method: 'POST',
      url: '/api/platform/consent/withdraw',
      headers: login.headers,
      payload: {},
    });
    expect(unconfirmed.json()).toMatchObject({ code: 40000 });
    expect(await recordsOf(login)).toHaveLength(3);

    t.clock.advance(60_000);
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: '/api/platform/consent/withdraw',
      headers: login.headers,
      payload: { confirm: true },
    });
    expect(withdrawn.json()).toEqual({ code: 1000, msg: 'success', data: 1 });

    expect((await userOf(login)).consentedAt).toBeNull();
    expect(await truman(login)).toMatchObject({ all_active: 0 });
    expect(await learnLogCode(login)).toBe(40302);

    const records = await recordsOf(login);
    expect(records.filter((record) => record.action === 'withdraw')).toHaveLength(3);
    const history = await mine(login);
    expect(history.slice(0, 3).every((record) => record.action === 'withdraw')).toBe(true);
    expect(history.every((record) => !record.current)).toBe(true);

    // Signing again restores consent with fresh grants.
    t.clock.advance(60_000);
    await sign(login, signBody(login, docs));
    expect(await truman(login)).toMatchObject({ all_active: 1 });
    expect(await recordsOf(login)).toHaveLength(9);
  });

  it('lets only administrators publish; a new version resets every user to all_active 0 until they sign it', async () => {
    const signed = await sandboxLogin(t.app, 'registered');
    const oldDocs = await documents();
    await sign(signed, signBody(signed, oldDocs));
    const consented = await sandboxLogin(t.app, 'consented');
    expect(await truman(signed)).toMatchObject({ all_active: 1 });
    expect(await truman(consented)).toMatchObject({ all_active: 1 });

    const admin = await operatorCookie('admin');
    const editor = await operatorCookie('editor');
    const list = await t.app.inject({ url: '/api/admin/consent-documents', headers: { cookie: editor } });
    expect(list.json().data).toHaveLength(3);
    expect(list.json().data.every((doc: { current: boolean }) => doc.current)).toBe(true);
    expect((await t.app.inject('/api/admin/consent-documents')).statusCode).toBe(401);

    const privacy = oldDocs[0];
    const [privacyEn] = await documents('en-US');
    if (!privacy || !privacyEn) throw new Error('privacy statement missing');
    const publication = {
      code: 'privacy',
      title: privacy.title,
      body: `${privacy.body}\n\n十二、附则\n\n本政策自发布之日起生效。`,
      title_en: privacyEn.title,
      body_en: `${privacyEn.body}\n\n12. Final provisions\n\nThis statement takes effect on publication.`,
    };
    const publish = (cookie: string, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/consent-documents',
        headers: { cookie },
        payload: payload as Record<string, unknown>,
      });

    const refused = await publish(editor, publication);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 40300 });

    const same = await publish(admin, { ...publication, body: privacy.body });
    expect(same.json()).toMatchObject({ code: 40900 });
    expect((await documents())[0]?.document_version_number).toBe(1);
    expect(await truman(signed)).toMatchObject({ all_active: 1 });

    const published = await publish(admin, publication);
    expect(published.json()).toMatchObject({
      code: 1000,
      data: { code: 'privacy', version: 2, current: true, body: publication.body },
    });
    expect(published.json().data.commit_hash).toBe(
      createHash('sha256').update(publication.body, 'utf8').digest('hex'),
    );

    const newDocs = await documents();
    expect(newDocs.map((doc) => doc.document_version_number)).toEqual([2, 1, 1]);
    expect(await truman(signed)).toMatchObject({ all_active: 0 });
    expect(await truman(consented)).toMatchObject({ all_active: 0 });
    expect(await learnLogCode(signed)).toBe(40302);

    // The old list is stale now; the current one signs.
    const stale = await sign(signed, signBody(signed, oldDocs));
    expect(stale.json()).toMatchObject({ code: 40900, data: newDocs });
    expect((await sign(signed, signBody(signed, newDocs))).json()).toMatchObject({ code: 1000 });
    expect(await truman(signed)).toMatchObject({ all_active: 1 });
    expect(await learnLogCode(signed)).toBe(1000);

    const history = await mine(signed);
    const privacyGrants = history.filter((record) => record.document_code === 'privacy');
    expect(privacyGrants.map((record) => [record.document_version_number, record.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    // The terms were not re-versioned: the earlier grant still stands.
    expect(history.filter((record) => record.document_code === 'terms')).toEqual([
      expect.objectContaining({ document_version_number: 1, current: true }),
    ]);

    const versions = await t.app.inject({ url: '/api/admin/consent-documents', headers: { cookie: admin } });
    const privacyVersions = versions
      .json()
      .data.filter((doc: { code: string }) => doc.code === 'privacy')
      .map((doc: { version: number; current: boolean }) => [doc.version, doc.current]);
    expect(privacyVersions).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it('refuses an invalid publication body with 40000', async () => {
    const admin = await operatorCookie('admin');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/consent-documents',
      headers: { cookie: admin },
      payload: { code: 'cookies', title: 'x', body: 'short', title_en: 'x', body_en: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 40000 });
  });
});
