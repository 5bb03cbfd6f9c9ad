import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage } from './disk-storage';
import { type FileStorage, readAll, StorageNotFound } from './file-storage';
import { openFileStorage } from './open-file-storage';
import { startTestS3, type TestS3 } from './s3-test-server';

/** A stream of `bytes` in 64 KB chunks that fails after `failAfter` bytes when given. */
function chunks(bytes: Buffer, failAfter?: number): Readable {
  let offset = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && offset >= failAfter) {
        this.destroy(new Error('the upload broke off'));
        return;
      }
      const next = bytes.subarray(offset, offset + 65_536);
      offset += next.length;
      this.push(next.length > 0 ? next : null);
    },
  });
}

const collect = async (stream: Readable) => {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
};

interface Subject {
  storage: FileStorage;
  /** What the storage holds, by key, seen from outside it (the folder, or the bucket's). */
  keys: () => string[];
  close: () => Promise<void>;
}

async function diskSubject(): Promise<Subject> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ia-disk-storage-'));
  const storage = await openFileStorage({ STORAGE: 'disk', UPLOAD_DIR: root, DATA_DIR: root } as never);
  return {
    storage,
    keys: () =>
      fs
        .readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((entry) => fs.statSync(path.join(root, entry)).isFile())
        .map((entry) => entry.split(path.sep).join('/'))
        .sort(),
    close: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

async function s3Subject(): Promise<Subject & { s3: TestS3 }> {
  const s3 = await startTestS3('academy/');
  const storage = await openFileStorage({
    ...s3.config,
    UPLOAD_DIR: undefined,
    DATA_DIR: '/nowhere',
  } as never);
  return {
    s3,
    storage,
    keys: s3.keys,
    close: async () => {
      await storage.close();
      await s3.close();
    },
  };
}

describe.each([
  ['disk', diskSubject, ''],
  ['s3 (s3rver on loopback, path-style, under a key prefix)', s3Subject, 'academy/'],
] as const)('file storage: %s', (_name, open, prefix) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await open();
  });
  afterAll(async () => subject.close());

  it('stores bytes under a key and reads them back whole, or one byte range of them', async () => {
    const bytes = randomBytes(100_000);
    await subject.storage.put('2026/06/aaaa.jpg', bytes, { contentType: 'image/jpeg' });
    expect(subject.keys()).toContain(`${prefix}2026/06/aaaa.jpg`);
    expect(await subject.storage.size('2026/06/aaaa.jpg')).toBe(bytes.length);
    expect((await readAll(subject.storage, '2026/06/aaaa.jpg')).equals(bytes)).toBe(true);
    const part = await collect(await subject.storage.read('2026/06/aaaa.jpg', { start: 1000, end: 1999 }));
    expect(part.equals(bytes.subarray(1000, 2000))).toBe(true);
    const tail = await collect(
      await subject.storage.read('2026/06/aaaa.jpg', { start: bytes.length - 1, end: bytes.length - 1 }),
    );
    expect(tail.equals(bytes.subarray(bytes.length - 1))).toBe(true);
  });

  it('stores a stream larger than one upload part, never half of it', async () => {
    // 9 MB: on S3, two parts of a multipart upload.
    const bytes = randomBytes(9 * 1024 * 1024);
    await subject.storage.put('2026/06/bbbb.mp4', chunks(bytes), { contentType: 'video/mp4' });
    expect(await subject.storage.size('2026/06/bbbb.mp4')).toBe(bytes.length);
    const end = await collect(
      await subject.storage.read('2026/06/bbbb.mp4', {
        start: 8 * 1024 * 1024 - 10,
        end: 8 * 1024 * 1024 + 9,
      }),
    );
    expect(end.equals(bytes.subarray(8 * 1024 * 1024 - 10, 8 * 1024 * 1024 + 10))).toBe(true);

    const before = subject.keys();
    await expect(
      subject.storage.put('2026/06/cccc.mp4', chunks(bytes, 2 * 1024 * 1024), { contentType: 'video/mp4' }),
    ).rejects.toThrow(/broke off/);
    expect(await subject.storage.size('2026/06/cccc.mp4')).toBeNull();
    expect(subject.keys()).toEqual(before);
  });

  it('deletes objects, and a key with none is no error; reading one that is gone is StorageNotFound', async () => {
    await subject.storage.put('2026/07/dddd.png', Buffer.from('png bytes'), { contentType: 'image/png' });
    await subject.storage.delete(['2026/07/dddd.png', '2026/07/never-there.png']);
    expect(await subject.storage.size('2026/07/dddd.png')).toBeNull();
    await expect(subject.storage.read('2026/07/dddd.png')).rejects.toBeInstanceOf(StorageNotFound);
    expect(subject.keys()).not.toContain(`${prefix}2026/07/dddd.png`);
  });

  it('refuses keys that climb out or carry odd segments, before touching the storage', async () => {
    for (const key of [
      '../etc/passwd',
      '/2026/06/a.jpg',
      '2026//a.jpg',
      '2026/./a.jpg',
      'a\\b.jpg',
      'a\nb',
    ]) {
      await expect(subject.storage.read(key)).rejects.toBeInstanceOf(StorageNotFound);
      await expect(
        subject.storage.put(key, Buffer.from('x'), { contentType: 'image/png' }),
      ).rejects.toThrow();
    }
  });
});

describe('file storage: the check at start', () => {
  it('passes a bucket that answers, stops a wrong bucket or key, and lets an unreachable one pass (false)', async () => {
    const s3 = await startTestS3();
    const open = (overrides: Record<string, unknown>) =>
      openFileStorage({ ...s3.config, UPLOAD_DIR: undefined, DATA_DIR: '/nowhere', ...overrides } as never);
    const right = await open({});
    const wrongBucket = await open({ S3_BUCKET: 'no-such-bucket' });
    const wrongKey = await open({ S3_ACCESS_KEY_ID: 'NOT-A-KEY' });
    const away = await open({ S3_ENDPOINT: 'http://127.0.0.1:1' });
    try {
      expect(await right.verify()).toBe(true);
      await expect(wrongBucket.verify()).rejects.toThrow(/^S3_BUCKET: .* answered 404 .* no-such-bucket/);
      await expect(wrongKey.verify()).rejects.toThrow(/answered 403/);
      expect(await away.verify()).toBe(false);
      expect(await new DiskStorage('/nowhere').verify()).toBe(true);
    } finally {
      for (const storage of [right, wrongBucket, wrongKey, away]) await storage.close();
      await s3.close();
    }
  });
});

describe('file storage: direct URLs', () => {
  it('has none on disk (the server streams the bytes)', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ia-disk-storage-'));
    const storage = new DiskStorage(root);
    await storage.put('2026/06/eeee.jpg', Buffer.from('jpeg'), { contentType: 'image/jpeg' });
    expect(
      await storage.directUrl('2026/06/eeee.jpg', {
        expiresInSeconds: 60,
        contentType: 'image/jpeg',
        cacheControl: 'private, no-store',
      }),
    ).toBeNull();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('on S3, reads the object with our type and caching until it expires, then is refused', async () => {
    const subject = await s3Subject();
    try {
      const bytes = randomBytes(5000);
      await subject.storage.put('2026/06/ffff.webp', bytes, { contentType: 'application/octet-stream' });
      const options = { contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' };
      const url = await subject.storage.directUrl('2026/06/ffff.webp', { ...options, expiresInSeconds: 60 });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/ia-test-uploads\/academy\/2026\/06\/ffff\.webp\?/);
      expect(url).toContain('X-Amz-Expires=60');
      const fresh = await fetch(url ?? '');
      expect(fresh.status).toBe(200);
      expect(fresh.headers.get('content-type')).toBe('image/webp');
      expect(fresh.headers.get('cache-control')).toBe(options.cacheControl);
      expect(Buffer.from(await fresh.arrayBuffer()).equals(bytes)).toBe(true);

      // Signed two minutes ago for one: expired.
      const stale = await subject.storage.directUrl('2026/06/ffff.webp', {
        ...options,
        expiresInSeconds: 60,
        signedAt: new Date(Date.now() - 120_000),
      });
      const refused = await fetch(stale ?? '');
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('Request has expired');
      // Dated at the same moment, the URL is the same (what lets a CDN cache it for an hour).
      const signedAt = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
      const first = await subject.storage.directUrl('2026/06/ffff.webp', {
        ...options,
        expiresInSeconds: 7200,
        signedAt,
      });
      const second = await subject.storage.directUrl('2026/06/ffff.webp', {
        ...options,
        expiresInSeconds: 7200,
        signedAt,
      });
      expect(first).toBe(second);
    } finally {
      await subject.close();
    }
  });
});
