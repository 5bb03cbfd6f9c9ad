import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AdminAdverseEventDetail, type AdverseEventReceipt, ErrorCode, encryptFields } from '@ia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type Config, testConfig } from '../../config';
import { LearningSessionSigner } from '../../lib/learning-session';
import { buildTestApp, type TestApp } from '../../test/helper';
import { type SignedIn, signIn } from '../../test/sign-in';
import { adverseEventReports } from '../drug-safety/drug-safety.table';
import { adminCall, appCall, consoleAs } from '../messages/console-session.fixtures';

/**
 * Keys from configuration (decision 033): every node built with the same FIELD_KEY_FILE and
 * secrets reads what another sealed, signed or had encrypted to it, and a rotated key (the new one
 * first, the old one kept after it) still reads everything written before the rotation.
 */
/** What a node answers for a report sealed with a key it does not hold (a misconfigured node). */
const UNREADABLE = { code: ErrorCode.SERVER_ERROR, msg: '报告数据无法解密' };

const secret = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;

const report = {
  reporter_name: '王晓明',
  reporter_contact: '13812345678',
  profession: 'physician',
  patient_initials: 'zs',
  patient_age: 63,
  patient_sex: 'male',
  product_name: '碘克沙醇注射液',
  batch_number: 'B20260501',
  reaction: '注射后 10 分钟出现全身荨麻疹',
  onset_date: '2026-05-30',
  seriousness: 'serious',
  outcome: 'recovering',
  sensitive_consent: true,
};

describe('keys from configuration, shared by every node', () => {
  let dir = '';
  let oldPem = '';
  let newPem = '';
  let node1: TestApp;
  let reporter: SignedIn;
  let safety: { cookie: string };
  const started: TestApp[] = [];
  const keys = { session: secret('s1'), code: secret('c1'), drug: secret('d1') };

  /** Another node: a second app on node 1's database, built from `overrides` alone. */
  async function node(overrides: Partial<Config>): Promise<TestApp> {
    const config = testConfig(overrides);
    const app = await buildApp({ config, database: node1.database, now: node1.clock.now });
    await app.ready();
    const handle = { ...node1, app, services: app.services, config, close: () => app.close() };
    started.push(handle);
    return handle;
  }
  const configured = (extra: Partial<Config> = {}): Partial<Config> => ({
    FIELD_KEY_FILE: oldPem,
    SESSION_SECRET: keys.session,
    CODE_SECRET: keys.code,
    DRUG_SAFETY_KEY: keys.drug,
    ...extra,
  });
  const submitOn = async (t: TestApp) =>
    (await appCall<AdverseEventReceipt>(t, reporter, 'POST', '/drug-safety/report', report)).data.reference;
  const readOn = async (t: TestApp, reference: string) => {
    const [row] = await t.database.db
      .select()
      .from(adverseEventReports)
      .where(eq(adverseEventReports.reference, reference));
    if (!row) throw new Error(`no report ${reference}`);
    const detail = await adminCall<AdminAdverseEventDetail>(
      t,
      safety,
      'GET',
      `/drug-safety/reports/${row.id}`,
    );
    return { sealed: row.sealed, detail };
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ia-shared-keys-'));
    oldPem = path.join(dir, 'field-2026a.pem');
    newPem = path.join(dir, 'field-2026b.pem');
    for (const file of [oldPem, newPem]) {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      fs.writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    }
    node1 = await buildTestApp({ config: configured() });
    node1.clock.set('2026-06-01T02:00:00.000Z');
    reporter = await signIn(node1, 'consented');
    safety = await consoleAs(node1, 'pharmacovigilance');
  }, 60_000);
  afterAll(async () => {
    for (const t of started) await t.close();
    await node1.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a second node reads the report node 1 sealed, opens what browsers encrypted to node 1, and takes its sessions', async () => {
    const node2 = await node(configured());
    const reference = await submitOn(node1);
    const { sealed, detail } = await readOn(node2, reference);
    expect(sealed).toMatch(/^v2\.d1\./);
    expect(detail.data).toMatchObject({
      reference,
      reporter_name: '王晓明',
      reporter_contact: '13812345678',
    });

    const published = node1.services.fieldCrypto.publicKey();
    expect(node2.services.fieldCrypto.publicKey()).toEqual(published);
    const secure = await encryptFields(published.public_key, { mobile: '13900001111' });
    expect(node2.services.fieldCrypto.decryptFields(secure)).toEqual({ mobile: '13900001111' });

    const issued = new LearningSessionSigner(node1.services.fieldCrypto.secretRing('meeting-sessions')).issue(
      7,
      3,
      4,
      new Date(),
    );
    const verifier = new LearningSessionSigner(node2.services.fieldCrypto.secretRing('meeting-sessions'));
    expect(verifier.verify(issued.token)?.sessionId).toBe(issued.session.sessionId);
    // One SESSION_SECRET, a subkey per use: a meeting token is no learning token.
    expect(
      new LearningSessionSigner(node2.services.fieldCrypto.secretRing('learning-sessions')).verify(
        issued.token,
      ),
    ).toBeNull();
  });

  it('a node with other keys reads none of it', async () => {
    const stranger = await node({
      FIELD_KEY_FILE: newPem,
      DRUG_SAFETY_KEY: secret('d1'),
      SESSION_SECRET: secret('s1'),
    });
    const reference = await submitOn(node1);
    expect((await readOn(stranger, reference)).detail).toMatchObject(UNREADABLE);
    const secure = await encryptFields(node1.services.fieldCrypto.publicKey().public_key, { mobile: '1' });
    expect(() => stranger.services.fieldCrypto.decryptFields(secure)).toThrow();
    const token = new LearningSessionSigner(node1.services.fieldCrypto.secretRing('learning-sessions')).issue(
      1,
      2,
      1,
      new Date(),
    ).token;
    expect(
      new LearningSessionSigner(stranger.services.fieldCrypto.secretRing('learning-sessions')).verify(token),
    ).toBeNull();
  });

  it('after a rotation, nodes seal and sign with the new keys and still read everything the old keys wrote', async () => {
    const before = await submitOn(node1);
    const oldSecure = await encryptFields(node1.services.fieldCrypto.publicKey().public_key, {
      mobile: '13700002222',
    });
    const oldToken = new LearningSessionSigner(
      node1.services.fieldCrypto.secretRing('learning-sessions'),
    ).issue(9, 8, 1, new Date()).token;

    const rotated = await node(
      configured({
        FIELD_KEY_FILE: `${newPem},${oldPem}`,
        SESSION_SECRET: `${secret('s2')},${keys.session}`,
        DRUG_SAFETY_KEY: `${secret('d2')},${keys.drug}`,
      }),
    );
    expect((await readOn(rotated, before)).detail.data).toMatchObject({
      reference: before,
      reporter_name: '王晓明',
    });
    const after = await submitOn(rotated);
    const fresh = await readOn(rotated, after);
    expect(fresh.sealed).toMatch(/^v2\.d2\./);
    expect(fresh.detail.data).toMatchObject({ reporter_contact: '13812345678' });

    // The new public key is published; a browser still holding the old one is understood.
    expect(rotated.services.fieldCrypto.publicKey().key_id).not.toBe(
      node1.services.fieldCrypto.publicKey().key_id,
    );
    expect(rotated.services.fieldCrypto.decryptFields(oldSecure)).toEqual({ mobile: '13700002222' });
    const newSecure = await encryptFields(rotated.services.fieldCrypto.publicKey().public_key, {
      mobile: '2',
    });
    expect(rotated.services.fieldCrypto.decryptFields(newSecure)).toEqual({ mobile: '2' });

    const rotatedSigner = new LearningSessionSigner(
      rotated.services.fieldCrypto.secretRing('learning-sessions'),
    );
    expect(rotatedSigner.verify(oldToken)?.userId).toBe(9);
    const newToken = rotatedSigner.issue(9, 8, 1, new Date()).token;
    // A node not yet given the new keys refuses what they wrote: roll keys out before using them.
    expect(
      new LearningSessionSigner(node1.services.fieldCrypto.secretRing('learning-sessions')).verify(newToken),
    ).toBeNull();
    expect((await readOn(node1, after)).detail).toMatchObject(UNREADABLE);
  });

  it('moving from keys derived from the field key to configured ones keeps the old reports readable', async () => {
    // As every deployment ran before decision 033: only the field key, every secret derived from it.
    const derivedOnly = await node({ FIELD_KEY_FILE: oldPem });
    const before = await submitOn(derivedOnly);
    expect((await readOn(derivedOnly, before)).sealed).toMatch(/^v2\.field-/);
    const token = new LearningSessionSigner(
      derivedOnly.services.fieldCrypto.secretRing('learning-sessions'),
    ).issue(1, 1, 1, new Date()).token;
    // Node 1 has configured secrets and the same field key: the derived secrets come after its own.
    expect((await readOn(node1, before)).detail.data).toMatchObject({ reference: before });
    expect(
      new LearningSessionSigner(node1.services.fieldCrypto.secretRing('learning-sessions')).verify(token)
        ?.userId,
    ).toBe(1);
  });
});
