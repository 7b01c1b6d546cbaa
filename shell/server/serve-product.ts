import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import {
  remoteDist,
  remoteFolder,
  REMOTE_NAMES,
  sameOriginRemotesMap,
  SHELL_DIST,
  WORKSPACE_ROOT,
} from './product-layout';
import { shellIndexWithBootData } from './boot-data';
import { prerenderedPage } from './prerendered-pages';
import { createStaticHost } from './static-host';

/**
 * `pnpm start`: the whole product on one URL. The shell at `/`, each remote's build under
 * `/remotes/<name>/`, and `/api` proxied to the API, which is started here unless API_URL
 * points at one already running.
 */
async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  const apiPort = Number(process.env.API_PORT ?? 4000);
  const apiUpstream = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;

  if (!process.env.API_URL) {
    const api = spawn('pnpm', ['--filter', '@gcw/api', 'start'], {
      cwd: WORKSPACE_ROOT,
      stdio: 'inherit',
      // The API sits behind this host: it must read the client address from X-Forwarded-For.
      env: { ...process.env, PORT: String(apiPort), HOST: '127.0.0.1', TRUST_PROXY: 'true' },
      // Its own process group, so stopping the product stops pnpm, tsx and the server together.
      detached: true,
    });
    const stop = () => {
      try {
        if (api.pid) process.kill(-api.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    };
    process.on('SIGINT', () => (stop(), process.exit(0)));
    process.on('SIGTERM', () => (stop(), process.exit(0)));
    api.on('exit', (code) => {
      console.error(`The API stopped (exit ${code}).`);
      process.exit(code ?? 1);
    });
  }

  // Builds published by `pnpm deploy:remote` live in DEPLOY_DIR, served under /deployed/, and
  // its mf-remotes.json (rewritten atomically by each deploy) is the live map.
  const deployDir = path.resolve(process.env.DEPLOY_DIR ?? path.join(WORKSPACE_ROOT, 'deploy'));
  mkdirSync(path.join(deployDir, 'remotes'), { recursive: true });
  const deployedMap = path.join(deployDir, 'mf-remotes.json');
  if (!existsSync(deployedMap)) {
    writeFileSync(deployedMap, `${JSON.stringify(sameOriginRemotesMap(), null, 2)}\n`);
  }
  const mounts = [
    ...REMOTE_NAMES.map((name) => ({
      prefix: `/remotes/${remoteFolder(name)}/`,
      root: remoteDist(name),
    })),
    { prefix: '/deployed/', root: path.join(deployDir, 'remotes') },
  ];
  const remotesFile = path.resolve(process.env.MF_REMOTES_FILE ?? deployedMap);
  const appConfigFile = process.env.APP_CONFIG_FILE
    ? path.resolve(process.env.APP_CONFIG_FILE)
    : undefined;
  const app = await createStaticHost({
    root: SHELL_DIST,
    spaFallback: true,
    mounts,
    // The pages a remote's build prerendered (docs/adr/0010-prerendered-landing.md).
    prerendered: (pathname) =>
      prerenderedPage(pathname, {
        remotesFile,
        mounts,
        shellIndexFile: path.join(SHELL_DIST, 'index.html'),
      }),
    shellIndex: (pathname) =>
      shellIndexWithBootData(pathname, {
        shellIndexFile: path.join(SHELL_DIST, 'index.html'),
        remotesFile,
        appConfigFile: appConfigFile ?? path.join(SHELL_DIST, 'app-config.json'),
        mounts,
      }),
    apiUpstream,
    remotesFile,
    appConfigFile,
  });
  await app.listen({ port, host });
  console.log(
    `GCW is served at http://${host === '0.0.0.0' ? 'localhost' : host}:${port} (API: ${apiUpstream})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
