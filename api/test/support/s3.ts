import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

import type { S3Config } from '../../src/core/storage/s3-file-store';

/**
 * A real S3-protocol server (s3rver) on a free port with one empty bucket, in a temporary
 * folder: the API's S3 store talks to it over HTTP like to any bucket.
 */
export class TestS3 {
  private server: S3rver | null = null;
  private dir = '';
  config!: S3Config;

  async start(bucket = 'gcw-test'): Promise<this> {
    this.dir = mkdtempSync(path.join(os.tmpdir(), 'gcw-s3-'));
    this.server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      directory: this.dir,
      silent: true,
      configureBuckets: [{ name: bucket }],
    });
    const { port } = await this.server.run();
    this.config = {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    };
    return this;
  }

  async stop(): Promise<void> {
    await this.server?.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
