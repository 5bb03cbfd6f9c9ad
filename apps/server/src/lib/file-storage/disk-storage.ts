import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertStorageKey,
  type ByteRange,
  type DirectUrlOptions,
  type FileStorage,
  StorageNotFound,
} from './file-storage';

/** Uploads in a folder of this machine (the default; one node, or a folder every node mounts). */
export class DiskStorage implements FileStorage {
  readonly kind = 'disk';
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, body: Buffer | Readable, _options: { contentType: string }): Promise<void> {
    const finalPath = this.pathOf(key);
    await fs.mkdir(path.dirname(finalPath), { recursive: true });
    // A temp name then a rename: a reader never sees a half-written file under a real key.
    const tempPath = path.join(path.dirname(finalPath), `.${randomBytes(8).toString('hex')}.tmp`);
    try {
      if (Buffer.isBuffer(body)) await fs.writeFile(tempPath, body, { flag: 'wx' });
      else await pipeline(body, createWriteStream(tempPath, { flags: 'wx' }));
      await fs.rename(tempPath, finalPath);
    } catch (error) {
      await fs.rm(tempPath, { force: true });
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      const stat = await fs.stat(this.pathOf(key));
      return stat.isFile() ? stat.size : null;
    } catch {
      return null;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const filePath = this.pathOf(key);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(filePath, 'r');
    } catch {
      throw new StorageNotFound(key);
    }
    // The stream owns the open handle: a file deleted meanwhile is still read whole.
    return createReadStream(filePath, { fd: handle, ...(range ?? {}) });
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => fs.rm(this.pathOf(key), { force: true })));
  }

  /** None: a folder has no URL of its own, so the server streams the bytes. */
  async directUrl(_key: string, _options: DirectUrlOptions): Promise<string | null> {
    return null;
  }

  /** A folder is made on the first upload; nothing to ask at start. */
  async verify(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    const filePath = path.resolve(this.root, key);
    // Keys are ours, but a key must never lead outside the folder whatever the table holds.
    if (!filePath.startsWith(this.root + path.sep)) throw new StorageNotFound(key);
    return filePath;
  }
}
