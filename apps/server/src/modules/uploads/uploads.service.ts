import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ImageVariantWidth, UploadedFile, UploadPurposeValue } from '@ia/shared';
import { AppError } from '../../lib/app-error';
import { cleanImage, makeWebpVariant, sniffImage } from './image-data';
import type { UploadsRepository } from './uploads.repository';
import type { UploadRow } from './uploads.table';

/** Storage keys we hand out: yyyy/mm/<32 hex>.<ext>. Anything else is not one of our files. */
export const STORAGE_KEY_PATTERN = /^\d{4}\/\d{2}\/[0-9a-f]{32}\.(jpg|png|webp|gif|mp4)$/;

const UNSUPPORTED_VIDEO_MESSAGE = '仅支持 MP4 视频（H.264），HLS 请填写视频地址';
const VIDEO_HAS_NO_VARIANTS_MESSAGE = '视频没有其他尺寸：请去掉参数 w';
/** Where WebP variants of public images are kept, inside the upload folder. */
const VARIANTS_FOLDER = 'variants';

/** A file's size, or null when there is none. */
async function fileSize(filePath: string): Promise<number | null> {
  try {
    return (await fs.stat(filePath)).size;
  } catch {
    return null;
  }
}

/**
 * ISO base-media brands that browsers play as MP4. QuickTime ('qt  '), HEIF/AVIF images and
 * audio-only brands also start with an `ftyp` box and are refused.
 */
const MP4_BRANDS = /^(iso[2-9m]|mp4[12v]|avc1|M4V[ HP]|dash|mmp4|f4v )$/;

/** Whether `head` (the first bytes of a file) opens with the `ftyp` box of a playable MP4. */
export function isMp4Head(head: Uint8Array): boolean {
  if (head.length < 12) return false;
  const box = Buffer.from(head.subarray(4, 12)).toString('latin1');
  return box.startsWith('ftyp') && MP4_BRANDS.test(box.slice(4));
}

/** A video streamed in from the console. */
export interface NewVideo {
  operatorId: number;
  stream: Readable;
  /** Whether the stream was cut at the size limit (the multipart parser's `truncated`). */
  truncated: () => boolean;
  originalName?: string | null;
  tooLargeMessage: string;
}

/** Who reads an upload's URL: the owner in the app, or an operator in the console. */
export type UploadAudience = 'owner' | 'operator';

/** A stored file ready to send: its record, and the upload folder its storage key is under. */
export interface StoredFile {
  row: UploadRow;
  root: string;
}

export interface NewUpload {
  /** The app user who uploads, or null for an operator's upload (then ownerOperatorId). */
  ownerUserId: number | null;
  ownerOperatorId?: number | null;
  purpose: UploadPurposeValue;
  bytes: Buffer;
  originalName?: string | null;
}

/** The app URL of an upload: public files by their storage key, private ones through an authorised route. */
function uploadUrl(row: UploadRow, audience: UploadAudience = 'owner'): string {
  if (row.visibility === 'public') return `/uploads/${row.storageKey}`;
  return audience === 'operator' ? `/api/admin/uploads/${row.id}` : `/api/platform/uploads/${row.id}`;
}

export function presentUpload(row: UploadRow, audience: UploadAudience = 'owner'): UploadedFile {
  return { id: row.id, url: uploadUrl(row, audience), mime: row.mime, size: row.size };
}

/**
 * Images users upload (certification photos, public pictures). The type is sniffed from the
 * bytes; nothing reaches the disk or the table unless it is an accepted image of allowed size,
 * and what is stored is the image upright and without its metadata (no EXIF, no GPS position).
 */
export class UploadsService {
  constructor(
    private readonly repository: UploadsRepository,
    private readonly uploadDir: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async store({
    ownerUserId,
    ownerOperatorId = null,
    purpose,
    bytes,
    originalName = null,
  }: NewUpload): Promise<UploadedFile> {
    const image = await sniffImage(bytes);
    // What is stored (and hashed, and sized) is the cleaned image, never the uploaded bytes.
    const stored = await cleanImage(bytes, image);
    const now = this.now();
    const storageKey = this.newStorageKey(now, image.ext);
    const finalPath = this.pathOf(storageKey);
    await fs.mkdir(path.dirname(finalPath), { recursive: true });
    // A temp name then a rename: a reader never sees a half-written file under a real key.
    const tempPath = path.join(path.dirname(finalPath), `.${randomBytes(8).toString('hex')}.tmp`);
    try {
      await fs.writeFile(tempPath, stored, { flag: 'wx' });
      await fs.rename(tempPath, finalPath);
    } catch (error) {
      await fs.rm(tempPath, { force: true });
      throw error;
    }
    try {
      const row = await this.repository.insert({
        storageKey,
        ownerUserId,
        ownerOperatorId,
        visibility: purpose === 'certification' ? 'private' : 'public',
        mime: image.mime,
        size: stored.length,
        sha256: createHash('sha256').update(stored).digest('hex'),
        originalName: originalName ? originalName.slice(0, 200) : null,
        createdAt: now,
      });
      return presentUpload(row);
    } catch (error) {
      await fs.rm(finalPath, { force: true });
      throw error;
    }
  }

  /**
   * Stores a console video as it streams in, never holding the whole file in memory: the first
   * bytes must be an MP4 `ftyp` box (checked before anything else is written), the hash and
   * size are taken on the way, and the file gets its public key only once complete.
   */
  async storeVideo({
    operatorId,
    stream,
    truncated,
    originalName = null,
    tooLargeMessage,
  }: NewVideo): Promise<UploadedFile> {
    const now = this.now();
    const storageKey = this.newStorageKey(now, 'mp4');
    const finalPath = this.pathOf(storageKey);
    await fs.mkdir(path.dirname(finalPath), { recursive: true });
    const tempPath = path.join(path.dirname(finalPath), `.${randomBytes(8).toString('hex')}.tmp`);
    const hash = createHash('sha256');
    let size = 0;
    let head: Buffer = Buffer.alloc(0);
    const inspect = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (head.length < 12) {
          head = Buffer.concat([head, chunk]);
          if (head.length >= 12 && !isMp4Head(head)) {
            done(new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_VIDEO_MESSAGE));
            return;
          }
        }
        size += chunk.length;
        hash.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(stream, inspect, createWriteStream(tempPath, { flags: 'wx' }));
      if (truncated()) throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage);
      if (!isMp4Head(head)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_VIDEO_MESSAGE);
      await fs.rename(tempPath, finalPath);
    } catch (error) {
      await fs.rm(tempPath, { force: true });
      throw error;
    }
    try {
      const row = await this.repository.insert({
        storageKey,
        ownerUserId: null,
        ownerOperatorId: operatorId,
        visibility: 'public',
        mime: 'video/mp4',
        size,
        sha256: hash.digest('hex'),
        originalName: originalName ? originalName.slice(0, 200) : null,
        createdAt: now,
      });
      return presentUpload(row, 'operator');
    } catch (error) {
      await fs.rm(finalPath, { force: true });
      throw error;
    }
  }

  /** A file for its owner; someone else's private file is NOT_FOUND, so its existence is not revealed. */
  async openForUser(id: number, userId: number): Promise<StoredFile> {
    const row = await this.repository.findById(id);
    if (!row || (row.visibility !== 'public' && row.ownerUserId !== userId)) throw new AppError('NOT_FOUND');
    return this.open(row);
  }

  /** Any file, for a signed-in operator (reviewers look at certification photos). */
  async openForOperator(id: number): Promise<StoredFile> {
    const row = await this.repository.findById(id);
    if (!row) throw new AppError('NOT_FOUND');
    return this.open(row);
  }

  /** A public file by its storage key; private files are never served this way. */
  async openPublic(storageKey: string): Promise<StoredFile> {
    const row = STORAGE_KEY_PATTERN.test(storageKey)
      ? await this.repository.findPublicByStorageKey(storageKey)
      : undefined;
    if (!row) throw new AppError('NOT_FOUND');
    return this.open(row);
  }

  /**
   * A public image's WebP variant `width` pixels wide, made on its first request and kept beside
   * the stored files (under variants/, which no storage key reaches); later requests read it from
   * disk. Private files have none: only a public row is looked up. A video is refused (400).
   */
  async openPublicVariant(storageKey: string, width: ImageVariantWidth): Promise<StoredFile> {
    const { row } = await this.openPublic(storageKey);
    if (!row.mime.startsWith('image/'))
      throw new AppError('VALIDATION_FAILED', VIDEO_HAS_NO_VARIANTS_MESSAGE);
    const variantKey = `${VARIANTS_FOLDER}/${storageKey.replace(/\.\w+$/, '')}.w${width}.webp`;
    const variantPath = this.pathOf(variantKey);
    let size = await fileSize(variantPath);
    if (size === null) {
      // Two first requests at once make it once.
      let making = this.variantsInProgress.get(variantKey);
      if (!making) {
        making = this.writeVariant(row.storageKey, variantPath, width).finally(() =>
          this.variantsInProgress.delete(variantKey),
        );
        this.variantsInProgress.set(variantKey, making);
      }
      size = await making;
    }
    return {
      // The variant's own type, size and validator; the ETag still changes only with the image.
      row: { ...row, storageKey: variantKey, mime: 'image/webp', size, sha256: `${row.sha256}-w${width}` },
      root: path.resolve(this.uploadDir),
    };
  }

  private readonly variantsInProgress = new Map<string, Promise<number>>();

  /** Writes the variant under a temporary name then renames it: a reader never sees half a file. */
  private async writeVariant(storageKey: string, variantPath: string, width: number): Promise<number> {
    const bytes = await makeWebpVariant(this.pathOf(storageKey), width);
    await fs.mkdir(path.dirname(variantPath), { recursive: true });
    const tempPath = path.join(path.dirname(variantPath), `.${randomBytes(8).toString('hex')}.tmp`);
    try {
      await fs.writeFile(tempPath, bytes, { flag: 'wx' });
      await fs.rename(tempPath, variantPath);
    } catch (error) {
      await fs.rm(tempPath, { force: true });
      throw error;
    }
    return bytes.length;
  }

  /**
   * Of `ids`, the uploads that are `userId`'s own private images (what a certification may
   * attach), in the order asked for. Callers compare lengths to spot a foreign or missing id.
   */
  async findOwnPrivateImages(userId: number, ids: readonly number[]): Promise<UploadRow[]> {
    const rows = await this.repository.findByIds(ids);
    const usable = new Map(
      rows
        .filter(
          (row) =>
            row.ownerUserId === userId && row.visibility === 'private' && row.mime.startsWith('image/'),
        )
        .map((row) => [row.id, row]),
    );
    return ids.flatMap((id) => usable.get(id) ?? []);
  }

  /** Uploads by id, in the order asked for, skipping missing ones (for presenting stored photo lists). */
  async findByIds(ids: readonly number[]): Promise<UploadRow[]> {
    const byId = new Map((await this.repository.findByIds(ids)).map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  private async open(row: UploadRow): Promise<StoredFile> {
    try {
      await fs.access(this.pathOf(row.storageKey));
    } catch {
      throw new AppError('NOT_FOUND');
    }
    return { row, root: path.resolve(this.uploadDir) };
  }

  /** A random storage key under this month: yyyy/mm/<32 hex>.<ext>. */
  private newStorageKey(now: Date, ext: string): string {
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    return `${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.${ext}`;
  }

  private pathOf(storageKey: string): string {
    const root = path.resolve(this.uploadDir);
    const filePath = path.resolve(root, storageKey);
    // Keys are ours, but a key must never lead outside the upload folder whatever the table holds.
    if (!filePath.startsWith(root + path.sep)) throw new AppError('NOT_FOUND');
    return filePath;
  }
}
