import {
  createProductHost,
  remoteDist,
  remoteFolder,
  REMOTE_NAMES,
  SHELL_DIST,
  sameOriginRemotesMap,
} from '@gcw/host';
import type { FastifyInstance } from 'fastify';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

import { ApiInstance } from './api-instance';
import { NginxFront } from './nginx-front';
import { TMP_DIR } from './paths';
import { freePort } from './rehearsal/product';
import { createScratchDatabase, dropScratchDatabase, queryDatabase } from './scratch-database';

/**
 * The product as deploy/nginx/ runs it: nginx in front, `/api/` to two API instances on one
 * fresh PostgreSQL database (one upload folder, one secret), every other path to two product
 * hosts. Every port is picked free, so it runs beside the other stacks of the suite.
 */
export class NginxFrontStack {
  readonly apis: ApiInstance[] = [];
  private readonly hosts: FastifyInstance[] = [];
  front!: NginxFront;
  private readonly dbName = `gcw_e2e_nginx_${process.pid}_${Date.now()}`;
  private readonly dir = path.join(TMP_DIR, `nginx-front-${process.pid}`);
  private databaseUrl = '';

  get url(): string {
    return this.front.url;
  }

  async start(): Promise<this> {
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
    this.databaseUrl = await createScratchDatabase(this.dbName);
    for (let i = 0; i < 2; i += 1)
      this.apis.push(new ApiInstance(await freePort(), this.apiEnv(i)));
    await Promise.all(this.apis.map((api) => api.start()));
    const appConfigFile = path.join(this.dir, 'app-config.json');
    writeFileSync(appConfigFile, '{}');
    const hostPorts: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const host = await createProductHost({
        root: SHELL_DIST,
        mounts: REMOTE_NAMES.map((name) => ({
          prefix: `/remotes/${remoteFolder(name)}/`,
          root: remoteDist(name),
        })),
        remotesMap: sameOriginRemotesMap(),
        appConfigFile,
        // nginx sends /api/ to the instances itself; the hosts know them as `API_UPSTREAMS`.
        apiUpstream: this.apis.map((api) => api.url).join(','),
      });
      this.hosts.push(host);
      const port = await freePort();
      await host.listen({ port, host: '127.0.0.1' });
      hostPorts.push(port);
    }
    this.front = new NginxFront(
      await freePort(),
      hostPorts.map((port) => `127.0.0.1:${port}`),
      this.apis.map((api) => `127.0.0.1:${api.port}`),
    );
    await this.front.start();
    return this;
  }

  private apiEnv(i: number): Record<string, string> {
    return {
      DATABASE_URL: this.databaseUrl,
      DATA_DIR: path.join(this.dir, `data-${i}`),
      // What several instances share: the database, the signing key and the files.
      UPLOAD_DIR: path.join(this.dir, 'uploads'),
      JWT_SECRET: 'e2e-nginx-front-secret-e2e-nginx-front',
      ADMIN_PASSWORD: 'e2e-nginx-admin',
      // No TRUST_PROXY: nginx is on loopback, which its default trusts, as deploy/nginx/ says.
      EMAIL_VERIFICATION: 'off',
      // Every request of the burst comes from one address.
      LOGIN_RATE_LIMIT_IP_MAX: '100000',
      LOGIN_RATE_LIMIT_ACCOUNT_GLOBAL_MAX: '100000',
      REGISTER_RATE_LIMIT_IP_MAX: '100000',
      JOIN_CODE_RATE_LIMIT_MAX: '100000',
      ACCOUNT_RATE_LIMIT_IP_MAX: '100000',
      LOG_LEVEL: 'warn',
    };
  }

  /** A query on this stack's database, as the API instances see it. */
  async query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
    return queryDatabase<T>(this.databaseUrl, text, values);
  }

  async stop(): Promise<void> {
    await this.front?.stop();
    await Promise.all(this.hosts.map((host) => host.close()));
    await Promise.all(this.apis.map((api) => api.terminate()));
    await dropScratchDatabase(this.dbName);
    rmSync(this.dir, { recursive: true, force: true });
  }
}
