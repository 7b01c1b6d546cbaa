import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { mailLinkLine, mailLinkOrigin, mailLinkWarning, servedOrigin } from './app-origin';
import { ApiSupervisor } from './gateway/api-supervisor';
import { ApiUpstreams, upstreamList } from './gateway/api-upstreams';
import { hostMetricsFromEnv } from './metrics/metrics-env';
import { serveHostMetrics } from './metrics/serve-host-metrics';
import { shellIndexWithBootData } from './pages/boot-data';
import { prerenderedPage } from './pages/prerendered-pages';
import { createProductHost } from './product-host';
import {
  remoteDist,
  remoteFolder,
  REMOTE_NAMES,
  sameOriginRemotesMap,
  SHELL_DIST,
  WORKSPACE_ROOT,
} from './product-layout';

/**
 * `pnpm start`: the whole product on one URL. The shell at `/`, each remote's build under
 * `/remotes/<name>/`, and `/api` proxied to the API, which is started here unless API_URL
 * points at one already running.
 */
async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  const apiPort = Number(process.env.API_PORT ?? 4000);
  // Read first: a bad value stops the start before anything listens.
  const metrics = hostMetricsFromEnv();
  // API_UPSTREAMS (or API_URL): instances run elsewhere, balanced here. Otherwise one API is
  // started and supervised here: restarted with back-off whenever it stops unasked.
  const external = process.env.API_UPSTREAMS ?? process.env.API_URL;
  const upstreams = new ApiUpstreams(upstreamList(external ?? `http://127.0.0.1:${apiPort}`));
  const mailLinks = mailLinkOrigin(process.env, host, port);
  const supervisor = external
    ? null
    : new ApiSupervisor({
        cwd: path.join(WORKSPACE_ROOT, 'api'),
        // The API sits behind this host on loopback, where its default TRUST_PROXY believes the
        // X-Forwarded-For this host sets (and nobody else's). Its links in mails lead here.
        env: {
          ...process.env,
          PORT: String(apiPort),
          HOST: '127.0.0.1',
          APP_ORIGIN: mailLinks.origin,
        },
      }).start();

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
  const app = await createProductHost({
    root: SHELL_DIST,
    mounts,
    // The pages a remote's build prerendered (docs/adr/0010-prerendered-landing.md), from the
    // build the map served to this browser names (a canary's, for its share of browsers).
    prerendered: (pathname, remotes) =>
      prerenderedPage(pathname, {
        remotesMap: remotes,
        mounts,
        shellIndexFile: path.join(SHELL_DIST, 'index.html'),
      }),
    shellIndex: (pathname, remotes) =>
      shellIndexWithBootData(pathname, {
        shellIndexFile: path.join(SHELL_DIST, 'index.html'),
        remotesMap: remotes,
        appConfigFile: appConfigFile ?? path.join(SHELL_DIST, 'app-config.json'),
        mounts,
      }),
    apiUpstreams: upstreams,
    remotesFile,
    // Written by `pnpm deploy:remote <remote> --canary <share>` beside the map.
    canaryFile: path.join(deployDir, 'canary.json'),
    appConfigFile,
  });
  // On a port of its own (HOST_METRICS_PORT), never on the public one.
  const scrapes = metrics ? await serveHostMetrics(metrics) : null;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.all([supervisor?.stop(), app.close(), scrapes?.close()]);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  await app.listen({ port, host });
  if (metrics && scrapes) {
    console.log(`Metrics: http://${metrics.host}:${scrapes.address.port}/metrics`);
  }
  console.log(`GCW is served at ${servedOrigin(host, port)} (API: ${upstreams.urls.join(', ')})`);
  if (external && !mailLinks.fromEnv) {
    console.log('Links in mails open the APP_ORIGIN of the API at API_URL / API_UPSTREAMS');
    return;
  }
  console.log(mailLinkLine(mailLinks));
  const warning = await mailLinkWarning(mailLinks);
  if (warning) console.warn(warning);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
