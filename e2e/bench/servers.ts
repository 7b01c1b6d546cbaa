import { createRemoteHost } from '@gcw/host';
import { spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import path from 'node:path';

import { ports, productUrl, WORKSPACE_ROOT } from './bench-config';
import { logTail, portAnswers, stopGroup, waitForOk } from './processes';

export const BENCH_ADMIN = { email: 'bench-admin@bench.test', password: 'bench-admin-password' };

export interface Running {
  stop: () => Promise<void>;
}

/**
 * The product as `pnpm --filter @gcw/host serve:product` serves it (one URL, remotes under
 * /remotes/<folder>/, the API under /api on a fresh embedded database), on the bench's ports
 * and in its own scratch folders, so it collides with no other run.
 */
export async function startProduct(scratch: string): Promise<Running> {
  const logFile = path.join(scratch, 'product.log');
  const dataDir = path.join(scratch, 'api-data');
  const deployDir = path.join(scratch, 'deploy');
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(deployDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(ports.product),
    HOST: '127.0.0.1',
    API_PORT: String(ports.api),
    DATA_DIR: dataDir,
    DEPLOY_DIR: deployDir,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    // Every signed-in run signs in again: no rate limit may refuse the bench.
    LOGIN_RATE_LIMIT_IP_MAX: '100000',
    LOGIN_RATE_LIMIT_ACCOUNT_MAX: '100000',
    LOG_LEVEL: 'warn',
  };
  // Set in a developer's shell, these would point the product at something else than this run.
  for (const name of ['API_URL', 'MF_REMOTES_FILE', 'APP_CONFIG_FILE']) delete env[name];
  const log = openSync(logFile, 'a');
  const child = spawn('pnpm', ['--filter', '@gcw/host', 'serve:product'], {
    cwd: WORKSPACE_ROOT,
    env,
    stdio: ['ignore', log, log],
    // Its own process group: stopping it reaches pnpm, tsx and the host; the host stops the API.
    detached: true,
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = async () => {
    await stopGroup(child, 10_000);
    // The API runs in a group of its own that the host stops on SIGTERM; check that it did.
    for (let i = 0; i < 50 && (await portAnswers(ports.api)); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (await portAnswers(ports.api))
      console.warn(`[bench] the API still answers on port ${ports.api}; see ${logFile}`);
  };
  try {
    await waitForOk(`${productUrl()}/api/health`, 120_000, () => !exited);
    await waitForOk(`${productUrl()}/`, 30_000, () => !exited);
  } catch (error) {
    await stop();
    throw new Error(`the product did not start: ${String(error)}\n${logTail(logFile)}`, {
      cause: error,
    });
  }
  return { stop };
}

/** The floor's build on the same static host as the product (same compression and headers). */
export async function startFloor(dist: string): Promise<Running> {
  const app = await createRemoteHost({ root: dist, spaFallback: true });
  await app.listen({ port: ports.floor, host: '127.0.0.1' });
  return { stop: () => app.close() };
}
