import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  assertStorageKey,
  type ByteRange,
  type DirectUrlOptions,
  type FileStorage,
  StorageNotFound,
} from './file-storage';

export interface S3StorageOptions {
  /** The service's URL (https://oss-cn-hangzhou.aliyuncs.com, http://127.0.0.1:9000); undefined: AWS. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (MinIO, most test servers) rather than in the host name (OSS, COS, AWS). */
  forcePathStyle: boolean;
  /** Prepended to every key (`ia/`), so several deployments can share a bucket. */
  keyPrefix: string;
}

/** A part of a streamed upload (a 500 MB video goes up in parts, never whole in memory). */
const PART_SIZE_BYTES = 8 * 1024 * 1024;
/** Parts in flight at once per upload: 2 × 8 MB held per video being uploaded. */
const PARTS_IN_FLIGHT = 2;
/** Objects deleted at once (single deletes: OSS and COS want Content-MD5 on the batch call, decision 040). */
const DELETES_IN_FLIGHT = 8;

/** Whether an SDK error says the object (or the bucket) is not there. */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/** Uploads in an S3-compatible bucket, shared by every node (decision 040). */
export class S3Storage implements FileStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly keyPrefix: string;
  /** Where the bucket is, for messages. */
  private readonly endpoint: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.endpoint = options.endpoint ?? 'AWS S3';
    this.keyPrefix = options.keyPrefix;
    this.client = new S3Client({
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Checksums only where the API requires them: OSS, COS and older MinIO refuse the SDK's
      // default trailing CRC32 on uploads (and answers without one would fail its validation).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A slow storage fails a request in seconds rather than holding it (and its socket) forever.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  async put(key: string, body: Buffer | Readable, { contentType }: { contentType: string }): Promise<void> {
    const params = { Bucket: this.bucket, Key: this.objectKey(key), ContentType: contentType };
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand({ ...params, Body: body, ContentLength: body.length }));
      return;
    }
    // Multipart: the object exists only once every part is in; a failed stream aborts the upload.
    await new Upload({
      client: this.client,
      params: { ...params, Body: body },
      partSize: PART_SIZE_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    }).done();
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return head.ContentLength ?? null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      if (!answer.Body) throw new StorageNotFound(key);
      return answer.Body as Readable;
    } catch (error) {
      if (isMissing(error)) throw new StorageNotFound(key);
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    const queue = [...keys];
    const worker = async () => {
      for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
        await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      }
    };
    await Promise.all(Array.from({ length: Math.min(DELETES_IN_FLIGHT, queue.length) }, worker));
  }

  async directUrl(key: string, options: DirectUrlOptions): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: this.objectKey(key),
      // The answer carries our type and caching, whatever the bucket would say.
      ResponseContentType: options.contentType,
      ResponseCacheControl: options.cacheControl,
      ResponseContentDisposition: 'inline',
    });
    return getSignedUrl(this.client, command, {
      expiresIn: options.expiresInSeconds,
      ...(options.signedAt ? { signingDate: options.signedAt } : {}),
    });
  }

  async verify(): Promise<boolean> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return true;
    } catch (error) {
      // An answer from the service about the bucket or the key is a setting to fix; anything else
      // (refused, timed out, 5xx) may pass, and uploads fail with a 500 until it does.
      const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      if (status !== undefined && status >= 300 && status < 500) {
        throw new Error(
          `S3_BUCKET: ${this.endpoint} answered ${status} (${(error as Error).name}) for bucket ${this.bucket}; check S3_BUCKET, S3_REGION, S3_FORCE_PATH_STYLE and the access key`,
        );
      }
      return false;
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }

  private objectKey(key: string): string {
    assertStorageKey(key);
    return `${this.keyPrefix}${key}`;
  }
}
