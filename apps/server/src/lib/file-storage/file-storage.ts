import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of an object, both included (an HTTP byte range, already resolved against its size). */
export interface ByteRange {
  start: number;
  end: number;
}

/** How a browser should be told to treat an object read through a direct URL. */
export interface DirectUrlOptions {
  /** Seconds the URL reads the object for. */
  expiresInSeconds: number;
  contentType: string;
  cacheControl: string;
  /**
   * When the signature is dated (default: now). Dating it at the start of a window makes the URL
   * the same for every request in that window, so browsers and CDNs can cache what it points to.
   */
  signedAt?: Date;
}

/**
 * Where uploaded bytes live (decision 040): a folder on this machine, or an S3-compatible bucket
 * shared by every node (Aliyun OSS, Tencent COS, MinIO, AWS). Keys are relative paths such as
 * `2026/06/<hex>.jpg`; callers decide who may read what, the storage only keeps bytes.
 */
export interface FileStorage {
  /** `disk` or `s3`, for logs, readiness and the few answers that differ (a direct URL or not). */
  readonly kind: 'disk' | 's3';
  /**
   * Stores `body` under `key`. The object appears whole or not at all: a reader never sees half of
   * it, and a stream that fails leaves nothing behind.
   */
  put(key: string, body: Buffer | Readable, options: { contentType: string }): Promise<void>;
  /** The object's size in bytes, or null when there is none under `key`. */
  size(key: string): Promise<number | null>;
  /** The object's bytes, or the range of them; throws a StorageNotFound when there is none. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Deletes the objects under `keys`; a key with no object is no error. */
  delete(keys: readonly string[]): Promise<void>;
  /**
   * A URL a browser reads the object at without the server, for `expiresInSeconds`; null when the
   * storage has none (a folder on disk: the server streams the bytes).
   */
  directUrl(key: string, options: DirectUrlOptions): Promise<string | null>;
  /**
   * Asked once at start: true when the storage answers, false when it does not (yet); throws when it
   * answers that our settings are wrong (no such bucket, a key it refuses), which no wait will mend.
   */
  verify(): Promise<boolean>;
  /** Releases connections (the app's close). */
  close(): Promise<void>;
}

/** Thrown by `read` when no object exists under the key. */
export class StorageNotFound extends Error {
  constructor(readonly key: string) {
    super(`no stored object under ${key}`);
    this.name = 'StorageNotFound';
  }
}

/** A key we write or read: relative, `/`-separated, without `.`/`..` segments or control characters. */
export function assertStorageKey(key: string): void {
  if (
    key.length === 0 ||
    key.length > 512 ||
    key.startsWith('/') ||
    key.includes('\\') ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to refuse them
    /[\u0000-\u001f\u007f]/.test(key) ||
    key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    throw new StorageNotFound(key);
  }
}

/** Reads a whole object into memory (images: at most the upload limit). */
export async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
