import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import type {
  RequestHandler,
  RsbuildConfig,
  RsbuildPlugin,
  RsbuildPlugins,
  ServerConfig,
} from '@rsbuild/core';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';

import { ensureBuildId } from './build-id';
import { remoteEnvironments } from './remote-environments';

interface RemoteBuildOptions {
  /** Container name, e.g. `mfe_landing`; its dev port is read from `PORT_<NAME>`. */
  name: string;
  defaultPort: number;
  /** Plugins of both builds (React). */
  plugins: RsbuildPlugins;
  /** The remote's federation config: applied to its container build only. */
  federation: ModuleFederationOptions;
}

/** Dev-server port of each remote when its `PORT_<NAME>` variable is unset. */
export const DEFAULT_REMOTE_DEV_PORTS: Readonly<Record<string, number>> = {
  mfe_landing: 3001,
  mfe_auth: 3002,
  mfe_dashboard: 3003,
  mfe_admin: 3004,
};

/** The dev-server port of a remote: `PORT_<NAME>` (`PORT_MFE_LANDING`), else its default. */
export function remoteDevPort(name: string, defaultPort = DEFAULT_REMOTE_DEV_PORTS[name]): number {
  const variable = `PORT_${name.toUpperCase()}`;
  const port = Number(process.env[variable] ?? defaultPort);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${variable} must be a port number, not "${process.env[variable]}"`);
  }
  return port;
}

/**
 * Dev only: every remote dev server streams its compiles here (Server-Sent Events, one `build`
 * event per compile). The shell's dev server follows it and reloads the shell page when a
 * remote it shows was rebuilt (shell/dev/dev-remotes.ts).
 */
export const REMOTE_DEV_BUILDS_PATH = '/__gcw/dev-builds';

/** One compile of a remote's dev server, as streamed on {@link REMOTE_DEV_BUILDS_PATH}. */
export interface RemoteDevBuild {
  remote: string;
  /** Changes when the dev server process starts again. */
  instance: string;
  /** 1 for the first compile of this instance, then +1 per compile. */
  build: number;
  firstCompile: boolean;
  ok: boolean;
  hash: string | null;
}

type ServerSetupFn = Extract<NonNullable<ServerConfig['setup']>, (...args: never[]) => unknown>;

/** The compile feed of one remote's dev server: a plugin that sees compiles, a route that streams them. */
function devBuildFeed(remote: string): { plugin: RsbuildPlugin; setup: ServerSetupFn } {
  const instance = randomUUID();
  const listeners = new Set<ServerResponse>();
  let last: RemoteDevBuild | undefined;
  const frame = (build: RemoteDevBuild) => `event: build\ndata: ${JSON.stringify(build)}\n\n`;

  const plugin: RsbuildPlugin = {
    name: 'gcw:remote-dev-builds',
    apply: 'serve',
    setup(api) {
      api.onAfterDevCompile(({ isFirstCompile, stats }) => {
        last = {
          remote,
          instance,
          build: (last?.build ?? 0) + 1,
          firstCompile: isFirstCompile,
          ok: !stats.hasErrors(),
          hash: stats.hash ?? null,
        };
        for (const response of listeners) response.write(frame(last));
      });
      api.onCloseDevServer(() => {
        for (const response of listeners) response.end();
        listeners.clear();
      });
    },
  };

  const stream: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET') return next();
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'access-control-allow-origin': '*',
    });
    // The last compile first, so a follower that (re)connects knows where this server stands.
    res.write(last ? frame(last) : ': no compile yet\n\n');
    listeners.add(res);
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), 25_000);
    keepAlive.unref();
    req.on('close', () => {
      clearInterval(keepAlive);
      listeners.delete(res);
    });
    return undefined;
  };

  const setup: ServerSetupFn = ({ action, server }) => {
    if (action === 'dev') server.middlewares.use(REMOTE_DEV_BUILDS_PATH, stream);
  };
  return { plugin, setup };
}

/**
 * The build of every remote: its own dev server shows its pages standalone (with CORS so the
 * shell's dev server can load it), and its production build loads chunks relative to its
 * manifest (`assetPrefix: 'auto'`), so it can be deployed to any origin.
 *
 * Dev and preview servers answer deep links (`/dashboard/profile`) with the standalone page
 * only for navigations (GET, `Accept: text/html`, no file extension); a missing manifest or chunk
 * is a 404, never HTML. The port is exactly the configured one (`strictPort`): the shell's dev
 * map is generated from the same variables, so a remote must never move to another port.
 */
export function remoteRsbuildConfig({
  name,
  defaultPort,
  plugins,
  federation,
}: RemoteBuildOptions): RsbuildConfig {
  const port = remoteDevPort(name, defaultPort);
  const appDir = process.cwd();
  const { version } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const buildId = ensureBuildId(version, appDir);
  const builds = devBuildFeed(name);
  const environments = remoteEnvironments(name, federation, buildId);
  return {
    plugins: [...plugins, ...environments.plugins, builds.plugin],
    environments: environments.config,
    server: {
      port,
      strictPort: true,
      cors: { origin: '*' },
      historyApiFallback: { htmlAcceptHeaders: ['text/html'] },
      htmlFallback: false,
      proxy: {
        '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:4000', changeOrigin: true },
      },
      setup: builds.setup,
    },
    dev: {
      assetPrefix: `http://localhost:${port}/`,
      // Compiled up front: on-demand compiles of pages requested from the shell's origin
      // arrive in the shell page as hot updates it cannot apply, and each one reloads the page
      // in the middle of a first visit.
      lazyCompilation: false,
    },
    output: { assetPrefix: 'auto', distPath: { root: 'dist' } },
  };
}
export { appContract } from './app-contract';
export { packageDeepModules, provideEveryModuleSource } from './package-deep-modules';
export { oneChunkOfInternals } from './one-chunk-of-internals';
export { deepModulesImportedBy } from './deep-modules-imported-by';
