import type { Config } from '../../config/config.ts';
import { createS3Storage } from './s3-storage.ts';
import { createLocalStorage, type FileStorage } from './storage.ts';

/** The configured storage: the S3 bucket when S3_BUCKET is set, else local disk under DATA_DIR/files. */
export function createFileStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.dataDir);
}
