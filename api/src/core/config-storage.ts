import { bool, num, optionalString } from './config-parse';
import type { S3Config } from './storage/s3-file-store';

interface Parse {
  env: NodeJS.ProcessEnv;
  problems: string[];
}

/** Where uploads go, how much one account may keep, and when orphans are removed (object storage, ADR 0016). */
export interface StorageConfig {
  /** null: the local folder UPLOAD_DIR. */
  s3: S3Config | null;
  /** Files one account may hold at once. */
  uploadQuotaFiles: number;
  /** Bytes one account may hold at once. */
  uploadQuotaBytes: number;
  /** A stored object or a file row no row refers to is removed once it is this old. */
  fileOrphanGraceS: number;
  /** How often the cleanup runs (0: never, e.g. in tests that run it by hand). */
  fileCleanupIntervalS: number;
}

export const STORAGE_DEFAULTS = {
  uploadQuotaFiles: 20,
  uploadQuotaBytes: 25 * 1024 * 1024,
  fileOrphanGraceS: 24 * 3600,
  fileCleanupIntervalS: 3600,
  s3Region: 'us-east-1',
} as const;

function loadS3(p: Parse): S3Config | null {
  const bucket = optionalString(p, 'S3_BUCKET');
  const endpoint = optionalString(p, 'S3_ENDPOINT');
  const accessKeyId = optionalString(p, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = optionalString(p, 'S3_SECRET_ACCESS_KEY');
  if (!bucket) {
    if (endpoint || accessKeyId || secretAccessKey)
      p.problems.push('S3_BUCKET is required when S3_ENDPOINT or S3 keys are set');
    return null;
  }
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint))
    p.problems.push('S3_ENDPOINT must be an http(s) URL');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    p.problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  return {
    bucket,
    endpoint,
    region: optionalString(p, 'S3_REGION') ?? STORAGE_DEFAULTS.s3Region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: bool(p, 'S3_FORCE_PATH_STYLE', false),
  };
}

export function loadStorageConfig(p: Parse): StorageConfig {
  const d = STORAGE_DEFAULTS;
  return {
    s3: loadS3(p),
    uploadQuotaFiles: num(p, 'UPLOAD_QUOTA_FILES', d.uploadQuotaFiles, 1, 100_000),
    uploadQuotaBytes: num(p, 'UPLOAD_QUOTA_BYTES', d.uploadQuotaBytes, 1024, 1024 ** 4),
    fileOrphanGraceS: num(p, 'FILE_ORPHAN_GRACE', d.fileOrphanGraceS, 60, 30 * 86_400),
    fileCleanupIntervalS: num(p, 'FILE_CLEANUP_INTERVAL', d.fileCleanupIntervalS, 0, 7 * 86_400),
  };
}
