import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { Config } from '../../config';

/** s3rver's own account: it checks the key id (and a signed URL's expiry), not SigV4 signatures. */
const ACCESS_KEY = 'S3RVER';

export interface TestS3 {
  /** The settings that point the server at this bucket. */
  config: Pick<
    Config,
    | 'STORAGE'
    | 'S3_ENDPOINT'
    | 'S3_REGION'
    | 'S3_BUCKET'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
    | 'S3_KEY_PREFIX'
  >;
  /** The same as environment variables, for a server process. */
  env: Record<string, string>;
  /** The object keys in the bucket (what the bucket holds, seen from its own folder). */
  keys(): string[];
  close(): Promise<void>;
}

/**
 * An S3-compatible server on loopback for a test (s3rver, on a free port, a bucket in a fresh
 * folder), reached path-style as MinIO is.
 */
export async function startTestS3(keyPrefix = ''): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ia-s3-'));
  const bucket = 'ia-test-uploads';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: TestS3['config'] = {
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    S3_FORCE_PATH_STYLE: true,
    S3_KEY_PREFIX: keyPrefix,
  };
  return {
    config,
    env: Object.fromEntries(Object.entries(config).map(([name, value]) => [name, String(value)])),
    keys: () => {
      const root = path.join(directory, bucket);
      // s3rver keeps each object as <key>._S3rver_object beside its metadata.
      return fs
        .readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((entry) => entry.endsWith('._S3rver_object'))
        .map((entry) =>
          entry
            .replace(/\._S3rver_object$/, '')
            .split(path.sep)
            .join('/'),
        )
        .sort();
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
