import { createHash, randomBytes } from 'node:crypto';
import { pipeline, type Readable, Transform } from 'node:stream';
import {
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantWidth,
  type UploadedFile,
  type UploadPurposeValue,
} from '@ia/shared';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../lib/app-error';
import {
  type ByteRange,
  type FileStorage,
  readAll,
  StorageNotFound,
} from '../../lib/file-storage/file-storage';
import { cleanImage, makeWebpVariant, sniffImage } from './image-data';
import type { UploadsRepository } from './uploads.repository';
import type { UploadRow } from './uploads.table';

/** Storage keys we hand out: yyyy/mm/<32 hex>.<ext>. Anything else is not one of our files. */
export const STORAGE_KEY_PATTERN = /^\d{4}\/\d{2}\/[0-9a-f]{32}\.(jpg|png|webp|gif|mp4)$/;

const UNSUPPORTED_VIDEO_MESSAGE = '仅支持 MP4 视频（H.264），HLS 请填写视频地址';
const VIDEO_HAS_NO_VARIANTS_MESSAGE = '视频没有其他尺寸：请去掉参数 w';
/** Where WebP variants of public images are kept, inside the upload folder. */
const VARIANTS_FOLDER = 'variants';

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

/** A stored file ready to send: its record (key, type, size, hash), and how to read it. */
export interface StoredFile {
  row: UploadRow;
  /** The bytes, or a range of them (a NOT_FOUND AppError when the storage has lost them). */
  read: (range?: ByteRange) => Promise<Readable>;
  /** Where the browser may fetch a public file itself (S3_PUBLIC_REDIRECT), and until when. */
  direct?: { url: string; expiresAt: Date };
}

/** How public files reach browsers: streamed by the server, or a redirect to the object (decision 040). */
export interface UploadsDelivery {
  publicRedirect: boolean;
}

/** Signed URLs of public files are dated at the start of an hour, so one URL serves the whole hour. */
const DIRECT_URL_WINDOW_MS = 3_600_000;
/** …and read for two: a redirect cached until the window ends still leads to a live URL. */
const DIRECT_URL_VALID_SECONDS = 7_200;
/** Public files never change under their key (or a variant under its URL). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

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
 * bytes; nothing reaches the storage or the table unless it is an accepted image of allowed size,
 * and what is stored is the image upright and without its metadata (no EXIF, no GPS position).
 */
export class UploadsService {
  constructor(
    private readonly repository: UploadsRepository,
    private readonly storage: FileStorage,
    private readonly now: () => Date = () => new Date(),
    private readonly delivery: UploadsDelivery = { publicRedirect: false },
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
    await this.storage.put(storageKey, stored, { contentType: image.mime });
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
      await this.storage.delete([storageKey]);
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
    // The upload ends with the stream; a stream that is not an MP4 fails it before its first part is
    // sent, and a failure on either side ends both (the request's file stream is not left half read).
    const checked = pipeline(stream, inspect, () => {});
    try {
      await this.storage.put(storageKey, checked, { contentType: 'video/mp4' });
      if (truncated()) throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage);
      if (!isMp4Head(head)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_VIDEO_MESSAGE);
    } catch (error) {
      await this.storage.delete([storageKey]);
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
      await this.storage.delete([storageKey]);
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
    return this.withDirectUrl(this.open(row));
  }

  /**
   * A public image's WebP variant `width` pixels wide, made on its first request and stored beside
   * the images (under variants/, which no storage key reaches); later requests read it from the
   * storage. Private files have none: only a public row is looked up. A video is refused (400).
   */
  async openPublicVariant(storageKey: string, width: ImageVariantWidth): Promise<StoredFile> {
    const { row } = await this.openPublic(storageKey);
    if (!row.mime.startsWith('image/'))
      throw new AppError('VALIDATION_FAILED', VIDEO_HAS_NO_VARIANTS_MESSAGE);
    const variantKey = variantKeyOf(storageKey, width);
    let size = this.variantSizes.get(variantKey) ?? (await this.storage.size(variantKey));
    if (size === null) {
      // Two first requests at once make it once (on this node; another node may make it too, alike).
      let making = this.variantsInProgress.get(variantKey);
      if (!making) {
        making = this.writeVariant(row.storageKey, variantKey, width).finally(() =>
          this.variantsInProgress.delete(variantKey),
        );
        this.variantsInProgress.set(variantKey, making);
      }
      size = await making;
    }
    this.variantSizes.set(variantKey, size);
    // The variant's own type, size and validator; the ETag still changes only with the image.
    return this.withDirectUrl(
      this.open({
        ...row,
        storageKey: variantKey,
        mime: 'image/webp',
        size,
        sha256: `${row.sha256}-w${width}`,
      }),
    );
  }

  private readonly variantsInProgress = new Map<string, Promise<number>>();
  /** Variants known to exist, by key, with their size: a hot image costs no storage round trip. */
  private readonly variantSizes = new LRUCache<string, number>({ max: 20_000 });

  /** Makes a variant from the stored image and stores it; the storage's put is all or nothing. */
  private async writeVariant(storageKey: string, variantKey: string, width: number): Promise<number> {
    const original = await this.readStored(storageKey);
    const bytes = await makeWebpVariant(original, width);
    await this.storage.put(variantKey, bytes, { contentType: 'image/webp' });
    return bytes.length;
  }

  /**
   * Deletes the stored files of upload rows already deleted (a cancelled member's), with every
   * variant made of them. Best effort by the caller: a file left behind is unreachable without its row.
   */
  async removeStoredFiles(storageKeys: readonly string[]): Promise<void> {
    const keys = storageKeys
      .filter((key) => STORAGE_KEY_PATTERN.test(key))
      .flatMap((key) => [key, ...IMAGE_VARIANT_WIDTHS.map((width) => variantKeyOf(key, width))]);
    for (const key of keys) this.variantSizes.delete(key);
    await this.storage.delete(keys);
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

  /** The file of a row; its bytes are read when sent, and a lost file is NOT_FOUND then. */
  private open(row: UploadRow): StoredFile {
    return { row, read: (range) => this.readStoredStream(row.storageKey, range) };
  }

  private async readStoredStream(key: string, range?: ByteRange): Promise<Readable> {
    try {
      return await this.storage.read(key, range);
    } catch (error) {
      if (error instanceof StorageNotFound) throw new AppError('NOT_FOUND');
      throw error;
    }
  }

  private async readStored(key: string): Promise<Buffer> {
    try {
      return await readAll(this.storage, key);
    } catch (error) {
      if (error instanceof StorageNotFound) throw new AppError('NOT_FOUND');
      throw error;
    }
  }

  /**
   * With S3_PUBLIC_REDIRECT, a public file's signed URL: dated at the start of the hour (real time,
   * as the storage checks it, not the app's movable clock) and valid two, so it stays one URL a
   * browser or CDN can cache for the hour.
   */
  private async withDirectUrl(file: StoredFile): Promise<StoredFile> {
    if (!this.delivery.publicRedirect) return file;
    const signedAt = new Date(Math.floor(Date.now() / DIRECT_URL_WINDOW_MS) * DIRECT_URL_WINDOW_MS);
    const url = await this.storage.directUrl(file.row.storageKey, {
      expiresInSeconds: DIRECT_URL_VALID_SECONDS,
      signedAt,
      contentType: file.row.mime,
      cacheControl: PUBLIC_CACHE_CONTROL,
    });
    if (!url) return file;
    return { ...file, direct: { url, expiresAt: new Date(signedAt.getTime() + DIRECT_URL_WINDOW_MS) } };
  }

  /** A random storage key under this month: yyyy/mm/<32 hex>.<ext>. */
  private newStorageKey(now: Date, ext: string): string {
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    return `${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.${ext}`;
  }
}

/** Where the WebP variant `width` wide of a public image is kept: variants/, which no storage key reaches. */
function variantKeyOf(storageKey: string, width: number): string {
  return `${VARIANTS_FOLDER}/${storageKey.replace(/\.\w+$/, '')}.w${width}.webp`;
}
