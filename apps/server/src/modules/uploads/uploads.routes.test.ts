import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UPLOAD_MAX_SIZE_BYTES, type UploadedFile } from '@ia/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../config';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import {
  HTML_PAGE,
  type MultipartFile,
  multipartPayload,
  noisePng,
  SHELL_SCRIPT,
  SVG_IMAGE,
  tinyGif,
  tinyJpeg,
  tinyPng,
} from './test-images';
import { uploads } from './uploads.table';

describe('image uploads', () => {
  let t: TestApp;
  let uploadDir: string;
  let owner: { authorization: string };
  let stranger: { authorization: string };
  let operatorCookie: string;

  const upload = async (headers: Record<string, string>, entries: (MultipartFile | [string, string])[]) => {
    const body = await multipartPayload(entries);
    return t.app.inject({
      method: 'POST',
      url: '/api/platform/imageupload',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };
  const uploadBase64 = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/platform/imageupload-base64', payload, headers });

  /** Every file under UPLOAD_DIR, temp files included. */
  const storedFiles = () =>
    fs
      .readdirSync(uploadDir, { recursive: true, encoding: 'utf8' })
      .filter((entry) => fs.statSync(path.join(uploadDir, entry)).isFile())
      .sort();
  /** What the store holds for an upload: the cleaned image, not the uploaded bytes. */
  const storedBytes = async (id: number) => {
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, id));
    return fs.readFileSync(path.join(uploadDir, row?.storageKey ?? 'missing'));
  };
  const rowCount = async () => (await t.database.db.select({ value: count() }).from(uploads))[0]?.value;

  /** Runs `attempt` and checks that it stored nothing: no new row, no new file (not even a temp one). */
  const expectNothingStored = async (attempt: () => Promise<void>) => {
    const [rowsBefore, filesBefore] = [await rowCount(), storedFiles()];
    await attempt();
    expect(await rowCount()).toBe(rowsBefore);
    expect(storedFiles()).toEqual(filesBefore);
  };

  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ia-uploads-'));
    t = await buildTestApp({ config: { UPLOAD_DIR: uploadDir } });
    owner = (await sandboxLogin(t.app, 'registered')).headers;
    stranger = (await sandboxLogin(t.app, 'certified')).headers;
    await t.services.adminAuth.createOperator({
      username: 'editor1',
      password: 'Correct-Horse-42',
      role: 'content_editor',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { username: 'editor1', password: 'Correct-Horse-42' },
    });
    const cookie = login.cookies.find((c) => c.name === 'ia_admin');
    operatorCookie = `ia_admin=${cookie?.value}`;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it('stores a public PNG under yyyy/mm/<random>.png with its hash, and serves it with safe headers', async () => {
    const png = tinyPng();
    const response = await upload(owner, [
      ['purpose', 'image'],
      { name: '../../etc/passwd.png', type: 'image/png', bytes: png },
    ]);
    expect(response.statusCode).toBe(200);
    const file = (response.json() as { data: UploadedFile }).data;
    // Stored re-encoded, without metadata (upload-metadata.routes.test.ts): size and hash are the stored file's.
    const stored = await storedBytes(file.id);
    expect(file).toMatchObject({ mime: 'image/png', size: stored.length });
    expect(file.url).toMatch(/^\/uploads\/2026\/06\/[0-9a-f]{32}\.png$/);

    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, file.id));
    expect(row).toMatchObject({
      visibility: 'public',
      sha256: createHash('sha256').update(stored).digest('hex'),
      // Kept only as a label (the multipart parser drops the path); the storage key never derives from it.
      originalName: 'passwd.png',
    });

    const served = await t.app.inject(file.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(stored);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    const again = await t.app.inject({
      url: file.url,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers byte ranges as RFC 9110 reads them: one range, open-ended and suffix ranges included', async () => {
    const response = await upload(owner, [
      ['purpose', 'image'],
      { name: 'ranges.png', type: 'image/png', bytes: await noisePng(24, 24) },
    ]);
    const { id, url, size } = (response.json() as { data: UploadedFile }).data;
    const png = await storedBytes(id);
    expect(size).toBeGreaterThan(1000);
    const get = (range?: string) => t.app.inject({ url, headers: range === undefined ? {} : { range } });

    const last = size - 1;
    for (const [range, start, end] of [
      ['bytes=0-99', 0, 99],
      [`bytes=${size - 100}-`, size - 100, last],
      [`bytes=${size - 100}-${size + 4000}`, size - 100, last],
      ['bytes=-100', size - 100, last],
      [`bytes=-${size + 4000}`, 0, last],
    ] as const) {
      const part = await get(range);
      expect({ range, status: part.statusCode }).toEqual({ range, status: 206 });
      expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(part.headers['content-type']).toBe('image/png');
      expect(part.rawPayload).toEqual(png.subarray(start, end + 1));
    }
    // No, several or malformed ranges: the whole file.
    for (const range of [undefined, 'bytes=0-1,5-6', 'items=0-1', 'bytes=50-10']) {
      const whole = await get(range);
      expect({ range, status: whole.statusCode }).toEqual({ range, status: 200 });
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.rawPayload).toEqual(png);
    }
    // A range past the end is refused.
    for (const range of [`bytes=${size}-`, 'bytes=-0']) {
      const refused = await get(range);
      expect({ range, status: refused.statusCode }).toEqual({ range, status: 416 });
      expect(refused.headers['content-range']).toBe(`bytes */${size}`);
    }
  });

  it('keeps a certification photo private: its owner and reviewing operators only, never at /uploads', async () => {
    const jpeg = tinyJpeg();
    // The file part may come before the purpose field.
    const response = await upload(owner, [
      { name: 'licence.jpg', type: 'image/jpeg', bytes: jpeg },
      ['purpose', 'certification'],
    ]);
    const file = (response.json() as { data: UploadedFile }).data;
    expect(file).toMatchObject({ url: `/api/platform/uploads/${file.id}`, mime: 'image/jpeg' });

    const mine = await t.app.inject({ url: file.url, headers: owner });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload).toEqual(await storedBytes(file.id));
    expect(mine.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'private, no-store',
    });

    const theirs = await t.app.inject({ url: file.url, headers: stranger });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 40400 });
    const missing = await t.app.inject({ url: '/api/platform/uploads/999999', headers: stranger });
    expect(missing.json()).toEqual(theirs.json());
    expect((await t.app.inject(file.url)).statusCode).toBe(401);

    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, file.id));
    expect((await t.app.inject(`/uploads/${row?.storageKey}`)).statusCode).toBe(404);

    // A content editor may not see it in the console either; reviewers may (admin-auth console-least-privilege.routes.test.ts).
    const console = await t.app.inject({
      url: `/api/admin/uploads/${file.id}`,
      headers: { cookie: operatorCookie },
    });
    expect(console.statusCode).toBe(403);
    expect((await t.app.inject(`/api/admin/uploads/${file.id}`)).statusCode).toBe(401);
  });

  it('accepts a file larger than the JSON body limit, up to exactly the upload limit', async () => {
    const png = tinyPng(UPLOAD_MAX_SIZE_BYTES - tinyPng().length);
    expect(png.length).toBe(UPLOAD_MAX_SIZE_BYTES);
    const response = await upload(owner, [
      ['purpose', 'image'],
      { name: 'big.png', type: 'image/png', bytes: png },
    ]);
    // Stored without the padding: the image is re-encoded.
    expect(response.json()).toMatchObject({ code: 1000, data: { mime: 'image/png' } });
  });

  it.each([
    ['a shell script renamed x.jpg', { name: 'x.jpg', type: 'image/jpeg', bytes: SHELL_SCRIPT }],
    ['an HTML page sent as image/jpeg', { name: 'photo.jpeg', type: 'image/jpeg', bytes: HTML_PAGE }],
    ['an SVG image', { name: 'logo.svg', type: 'image/svg+xml', bytes: SVG_IMAGE }],
    ['an empty file', { name: 'empty.png', type: 'image/png', bytes: new Uint8Array(0) }],
  ])('refuses %s as unsupported and stores nothing', async (_label, file) => {
    await expectNothingStored(async () => {
      const response = await upload(owner, [['purpose', 'certification'], file]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ code: 41500, msg: '仅支持 JPG、PNG、WEBP、GIF 图片', data: null });
    });
  });

  it('refuses a file over 5000 KB and stores nothing', async () => {
    await expectNothingStored(async () => {
      const bytes = tinyPng(UPLOAD_MAX_SIZE_BYTES);
      const response = await upload(owner, [
        ['purpose', 'image'],
        { name: 'huge.png', type: 'image/png', bytes },
      ]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 41300, msg: '图片不能超过 5000KB' });
    });
  });

  it('answers malformed uploads with a clear envelope error, never a 500', async () => {
    const png = { name: 'a.png', type: 'image/png', bytes: tinyPng() };
    await expectNothingStored(async () => {
      const cases: [string, Awaited<ReturnType<typeof upload>>, number, string][] = [
        ['no file', await upload(owner, [['purpose', 'image']]), 40000, '请选择要上传的图片'],
        [
          'wrong field',
          await upload(owner, [['purpose', 'image'], { ...png, field: 'image' }]),
          40000,
          '请使用 file 字段上传图片',
        ],
        ['no purpose', await upload(owner, [png]), 40000, '请指定图片用途'],
        ['bad purpose', await upload(owner, [['purpose', 'avatar'], png]), 40000, '请指定图片用途'],
        ['two files', await upload(owner, [['purpose', 'image'], png, png]), 40000, '一次只能上传一张图片'],
      ];
      for (const [label, response, code, msg] of cases) {
        expect({ label, ...response.json() }).toMatchObject({ label, code, msg });
      }

      const json = await t.app.inject({
        method: 'POST',
        url: '/api/platform/imageupload',
        headers: owner,
        payload: { purpose: 'image', file: 'iVBORw0KGgo=' },
      });
      expect(json.json()).toMatchObject({ code: 41500 });

      const noBoundary = await t.app.inject({
        method: 'POST',
        url: '/api/platform/imageupload',
        headers: { ...owner, 'content-type': 'multipart/form-data' },
        payload: 'garbage',
      });
      expect(noBoundary.statusCode).toBe(400);
      expect(noBoundary.json()).toMatchObject({ code: 40000 });

      const body = await multipartPayload([['purpose', 'image'], png]);
      const truncated = await t.app.inject({
        method: 'POST',
        url: '/api/platform/imageupload',
        headers: { ...owner, ...body.headers },
        payload: body.payload.subarray(0, body.payload.length - 60),
      });
      expect(truncated.statusCode).toBe(400);
      expect(truncated.json()).toMatchObject({ code: 40000 });
    });
  });

  it('names every file at random, outside the web roots, whatever it was called (issue 6 check)', async () => {
    const png = { name: 'same.png', type: 'image/png', bytes: tinyPng() };
    const first = (await upload(owner, [['purpose', 'image'], png])).json() as { data: UploadedFile };
    const second = (await upload(owner, [['purpose', 'image'], png])).json() as { data: UploadedFile };
    expect(first.data.url).not.toBe(second.data.url);
    expect(first.data.url).not.toContain('same');
    // The default store (DATA_DIR/uploads) is no folder the static apps serve.
    const defaults = configSchema.parse({});
    const store = path.join(defaults.DATA_DIR, 'uploads');
    for (const webRoot of [defaults.WEB_DIST_DIR, defaults.ADMIN_DIST_DIR]) {
      expect(path.relative(webRoot, store).startsWith('..')).toBe(true);
    }
  });

  it('requires a registered user', async () => {
    const png = { name: 'a.png', type: 'image/png', bytes: tinyPng() };
    expect((await upload({}, [['purpose', 'image'], png])).statusCode).toBe(401);
    const wechatOnly = (await sandboxLogin(t.app, 'wechat')).headers;
    expect((await upload(wechatOnly, [['purpose', 'image'], png])).json()).toMatchObject({ code: 40301 });
  });

  describe('imageupload-base64', () => {
    it('stores a data URL or bare base64 by its content', async () => {
      const gif = tinyGif();
      const response = await uploadBase64(owner, {
        image: `data:image/png;base64,${gif.toString('base64')}`,
        purpose: 'certification',
      });
      expect(response.json()).toMatchObject({ code: 1000, data: { mime: 'image/gif' } });
      const bare = await uploadBase64(owner, { image: tinyPng().toString('base64'), purpose: 'image' });
      expect(bare.json()).toMatchObject({
        code: 1000,
        data: { mime: 'image/png', url: expect.stringMatching(/\.png$/) },
      });
    });

    it('refuses scripts, bad base64, oversized images and oversized bodies, storing nothing', async () => {
      await expectNothingStored(async () => {
        const script = await uploadBase64(owner, {
          image: `data:image/jpeg;base64,${SHELL_SCRIPT.toString('base64')}`,
          purpose: 'certification',
        });
        expect(script.json()).toMatchObject({ code: 41500, msg: '仅支持 JPG、PNG、WEBP、GIF 图片' });

        const empty = await uploadBase64(owner, { image: 'data:image/png;base64,', purpose: 'image' });
        expect(empty.json()).toMatchObject({ code: 41500 });

        const garbage = await uploadBase64(owner, { image: '%%% not base64 %%%', purpose: 'image' });
        expect(garbage.json()).toMatchObject({
          code: 40000,
          msg: expect.stringContaining('图片数据格式有误'),
        });

        const missing = await uploadBase64(owner, { purpose: 'image' });
        expect(missing.json()).toMatchObject({ code: 40000 });

        const oversized = await uploadBase64(owner, {
          image: tinyPng(UPLOAD_MAX_SIZE_BYTES).toString('base64'),
          purpose: 'image',
        });
        expect(oversized.statusCode).toBe(413);
        expect(oversized.json()).toMatchObject({ code: 41300, msg: '图片不能超过 5000KB' });

        const hugeBody = await uploadBase64(owner, { image: 'A'.repeat(8 * 1024 * 1024), purpose: 'image' });
        expect(hugeBody.statusCode).toBe(413);
        expect(hugeBody.json()).toMatchObject({ code: 41300, msg: '图片不能超过 5000KB' });
      });
    });
  });
});
