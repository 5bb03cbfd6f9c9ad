import { constants, createCipheriv, publicEncrypt, randomBytes } from 'node:crypto';
import { bytesToBase64, encryptFields, publicKeyId, publicKeySchema, zMobile } from '@ia/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { prepareDatabase } from '../../db/prepare';
import { ok, okResponse } from '../../lib/envelope';
import { createTestDatabase } from '../../test/helper';
import {
  type FieldCryptoService,
  PLAIN_SENSITIVE_MESSAGE,
  UNDECRYPTABLE_MESSAGE,
} from './field-crypto.service';
import { secureBody } from './secure-body';

const echoSchema = z.object({ name: z.string().min(1), mobile: zMobile('手机号'), code: z.string() });

/** A route shaped like member-register: `secure` carries name and mobile, the rest is plain. */
const echoRoutes: FastifyPluginAsyncZod<{ fieldCrypto: FieldCryptoService }> = async (
  app,
  { fieldCrypto },
) => {
  app.post(
    '/test/secure-echo',
    {
      schema: { body: echoSchema, response: okResponse(echoSchema) },
      preValidation: secureBody(fieldCrypto, ['name', 'mobile']),
      config: { access: 'public' },
    },
    async (request) => ok(request.body),
  );
};

describe('field encryption API', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let publicKeyPem = '';

  const echo = (payload: object | string, contentType?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/platform/test/secure-echo',
      payload,
      ...(contentType ? { headers: { 'content-type': contentType } } : {}),
    });

  beforeAll(async () => {
    const config = testConfig();
    database = await createTestDatabase();
    await prepareDatabase(database, config);
    app = await buildApp({ config, database });
    await app.register(echoRoutes, { prefix: '/api/platform', fieldCrypto: app.services.fieldCrypto });
    await app.ready();
    publicKeyPem = app.services.fieldCrypto.publicKey().public_key;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('serves the public key to anyone', async () => {
    const response = await app.inject({ url: '/api/platform/crypto/public-key' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { code: number; data: unknown };
    expect(body.code).toBe(1000);
    const info = publicKeySchema.parse(body.data);
    expect(info.algorithm).toBe('RSA-OAEP-256+A256GCM');
    expect(info.public_key).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(info.key_id).toBe(await publicKeyId(info.public_key));
    expect(response.body).not.toMatch(/PRIVATE/);
  });

  it('decrypts what the shared encryptFields sealed', async () => {
    const fields = { name: '王芳', mobile: '13912345678', email: 'wang@hospital.cn' };
    const secure = await encryptFields(publicKeyPem, fields);
    expect(app.services.fieldCrypto.decryptFields(secure)).toEqual(fields);
  });

  it('merges secure fields into the body before validation (JSON and form-encoded)', async () => {
    const secure = await encryptFields(publicKeyPem, {
      name: '王芳',
      mobile: '13912345678',
      extra: 'dropped',
    });
    const json = await echo({ secure, code: '123456' });
    expect(json.json()).toEqual({
      code: 1000,
      msg: expect.any(String),
      data: { name: '王芳', mobile: '13912345678', code: '123456' },
    });
    const form = await echo(
      new URLSearchParams({ secure, code: '654321' }).toString(),
      'application/x-www-form-urlencoded',
    );
    expect(form.json()).toMatchObject({ code: 1000, data: { name: '王芳', code: '654321' } });
  });

  it('validates the decrypted fields with the route schema', async () => {
    const secure = await encryptFields(publicKeyPem, { name: '王芳', mobile: '12345' });
    const response = await echo({ secure, code: '1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 40000,
      msg: expect.stringContaining('请输入正确的手机号'),
    });
  });

  it('refuses a PKCS#1 v1.5 ciphertext with a 40000 envelope', async () => {
    const aesKey = randomBytes(32);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
    const sealed = Buffer.concat([
      cipher.update(JSON.stringify({ name: '王芳', mobile: '13912345678' })),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    // The legacy pattern the issue rules out: the AES key wrapped with PKCS#1 v1.5 padding.
    const wrapped = publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, aesKey);
    const keyId = app.services.fieldCrypto.keyId;
    const secure = ['v1', keyId, bytesToBase64(wrapped), bytesToBase64(iv), bytesToBase64(sealed)].join('.');
    const response = await echo({ secure, code: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 40000, msg: UNDECRYPTABLE_MESSAGE, data: null });
  });

  it('refuses tampered, foreign and malformed secure strings alike', async () => {
    const secure = await encryptFields(publicKeyPem, { name: '王芳', mobile: '13912345678' });
    const parts = secure.split('.');
    const last = parts[4] ?? '';
    const flipped = `${last.slice(0, 8)}${last[8] === 'A' ? 'B' : 'A'}${last.slice(9)}`;
    for (const bad of [
      [...parts.slice(0, 4), flipped].join('.'),
      ['v1', 'someOtherKeyId00', ...parts.slice(2)].join('.'),
      'v1.not.a.secure.string',
      '',
      42,
    ]) {
      const response = await echo({ secure: bad, code: '123456' });
      expect(response.statusCode, String(bad).slice(0, 30)).toBe(400);
      expect(response.json()).toEqual({ code: 40000, msg: UNDECRYPTABLE_MESSAGE, data: null });
    }
  });

  it('refuses sensitive fields sent in plain text, or no secure at all', async () => {
    const secure = await encryptFields(publicKeyPem, { name: '王芳' });
    for (const payload of [
      { secure, mobile: '13912345678', code: '1' },
      { name: '王芳', mobile: '13912345678', code: '1' },
      { code: '1' },
    ]) {
      const response = await echo(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 40000, msg: PLAIN_SENSITIVE_MESSAGE, data: null });
    }
  });
});
