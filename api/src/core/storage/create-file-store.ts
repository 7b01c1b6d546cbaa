import type { AppConfig } from '../config';
import type { FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';
import { S3FileStore } from './s3-file-store';

/** S3_BUCKET set: the bucket; otherwise the local folder UPLOAD_DIR. */
export function createFileStore(config: Pick<AppConfig, 'uploadDir' | 's3'>): FileStore {
  return config.s3 ? new S3FileStore(config.s3) : new LocalFileStore(config.uploadDir);
}
