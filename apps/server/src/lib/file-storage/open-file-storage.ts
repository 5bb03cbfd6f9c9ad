import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { DiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';

export type StorageConfig = Pick<
  Config,
  | 'STORAGE'
  | 'UPLOAD_DIR'
  | 'DATA_DIR'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_ACCESS_KEY_ID_FILE'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_SECRET_ACCESS_KEY_FILE'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_KEY_PREFIX'
>;

/** A credential given inline or in a file (a mounted secret); the file's surrounding whitespace is not part of it. */
function credential(config: StorageConfig, setting: 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'): string {
  const file = config[`${setting}_FILE`];
  if (!file) return config[setting] ?? '';
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    throw new Error(
      `${setting}_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? error})`,
    );
  }
}

/**
 * The uploads' storage the configuration names (decision 040): DATA_DIR/uploads by default, or a
 * bucket. The S3 client is loaded only for a bucket (a second and 27 MB at every start otherwise).
 */
export async function openFileStorage(config: StorageConfig): Promise<FileStorage> {
  if (config.STORAGE === 'disk') {
    return new DiskStorage(config.UPLOAD_DIR ?? path.join(config.DATA_DIR, 'uploads'));
  }
  const accessKeyId = credential(config, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = credential(config, 'S3_SECRET_ACCESS_KEY');
  if (!config.S3_BUCKET || !accessKeyId || !secretAccessKey) {
    // config.ts refuses this at start; a file that holds nothing is caught here.
    throw new Error('STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or their _FILE)');
  }
  const { S3Storage } = await import('./s3-storage');
  return new S3Storage({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    keyPrefix: config.S3_KEY_PREFIX,
  });
}
