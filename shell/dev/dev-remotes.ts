import { REMOTE_DEV_BUILDS_PATH, remoteDevPort } from '@gcw/build-config';
import type { RemoteDevBuild } from '@gcw/build-config';
import { REMOTE_NAMES } from '@gcw/shared/federation';
import { logger } from '@rsbuild/core';
import type { RequestHandler, ServerConfig } from '@rsbuild/core';
import http from 'node:http';

/**
 * Development only (the shell's dev and preview servers; nothing here is bundled): the shell's
 * `/mf-remotes.json` generated from the remotes' port variables, and a reload of the shell page
 * when a remote is rebuilt.
 */

type ServerSetupFn = Extract<NonNullable<ServerConfig['setup']>, (...args: never[]) => unknown>;

/** How long after the shell's dev server starts a remote that does not listen yet is waited for. */
const STARTUP_GRACE_MS = Number(process.env.DEV_REMOTES_STARTUP_GRACE_MS ?? 30_000);
/** Upper bound of one wait for a remote that listens but is still compiling. */
const COMPILE_WAIT_MS = 120_000;

interface DevRemote {
  name: string;
  port: number;
  manifest: string;
}

/** Each remote's dev server, from `PORT_MFE_LANDING` ... `PORT_MFE_ADMIN` (3001-3004 by default). */
export function devRemotes(): DevRemote[] {
  return REMOTE_NAMES.map((name) => {
    const port = remoteDevPort(name);
    return { name, port, manifest: `http://localhost:${port}/mf-manifest.json` };
  });
}

/** The dev `/mf-remotes.json`: remote name → its dev server's manifest. */
export function devRemotesMap(remotes = devRemotes()): Record<string, string> {
  return Object.fromEntries(remotes.map(({ name, manifest }) => [name, manifest]));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the remote's dev server serves its manifest. A dev server holds a request until
 * its compile is done, so a listening remote is waited for until it has compiled; one that does
 * not listen is waited for only during the start-up of `pnpm dev` (the shell is often up first),
 * then taken as not running.
 */
async function untilServed(remote: DevRemote, graceUntil: number): Promise<boolean> {
  const stopAt = Date.now() + COMPILE_WAIT_MS;
  for (;;) {
    try {
      const response = await fetch(remote.manifest, {
        method: 'HEAD',
        signal: AbortSignal.timeout(Math.max(1, stopAt - Date.now())),
      });
      return response.ok;
    } catch {
      if (Date.now() >= Math.min(graceUntil, stopAt)) return false;
      await sleep(200);
    }
  }
}

/**
 * Follows one remote's compile stream and calls `onRebuilt` after each successful compile that
 * changed its output. A remote's first compile (the start of `pnpm dev`, or a restart) never
 * counts: no page can have shown that remote before it.
 */
function followRemoteBuilds(remote: DevRemote, onRebuilt: (name: string) => void) {
  let seen: { instance: string; build: number; okHash: string | null } | undefined;
  let stopped = false;
  let request: http.ClientRequest | undefined;

  const handle = (build: RemoteDevBuild) => {
    if (!seen || seen.instance !== build.instance) {
      seen = { instance: build.instance, build: build.build, okHash: build.ok ? build.hash : null };
      return;
    }
    if (build.build <= seen.build) return;
    seen.build = build.build;
    if (!build.ok) return;
    const changed = !build.firstCompile && build.hash !== seen.okHash;
    seen.okHash = build.hash;
    if (changed) onRebuilt(remote.name);
  };

  const reconnect = () => {
    if (!stopped) setTimeout(connect, 1000).unref();
  };
  function connect() {
    if (stopped) return;
    let buffer = '';
    request = http.get(
      {
        host: 'localhost',
        port: remote.port,
        path: REMOTE_DEV_BUILDS_PATH,
        headers: { accept: 'text/event-stream' },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reconnect();
          return;
        }
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = frame
              .split('\n')
              .filter((line) => line.startsWith('data:'))
              .map((line) => line.slice(5).trim())
              .join('\n');
            if (!frame.includes('event: build') || !data) continue;
            try {
              handle(JSON.parse(data) as RemoteDevBuild);
            } catch {
              // not a frame of ours
            }
          }
        });
        response.on('end', reconnect);
        response.on('error', () => undefined);
      },
    );
    request.on('error', reconnect);
  }
  connect();
  return () => {
    stopped = true;
    request?.destroy();
  };
}

/**
 * `server.setup` of the shell. Dev and preview: `/mf-remotes.json` is generated from the port
 * variables (there is no such file in `public/`, so a production build carries none). Dev only:
 * the first answer waits until every running remote has compiled, so a first visit never asks a
 * remote that is still starting; and a remote rebuilt after a change reloads the shell page
 * through the shell's own HMR socket (React Refresh cannot update a remote's components inside
 * the shell: the remote's refresh runtime never sees the shell's renderer).
 */
export function shellDevServerSetup(): ServerSetupFn {
  return ({ action, server }) => {
    const remotes = devRemotes();
    const body = JSON.stringify(devRemotesMap(remotes), null, 2);
    const graceUntil = Date.now() + STARTUP_GRACE_MS;

    const serveMap: RequestHandler = async (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      if (action === 'dev')
        await Promise.all(remotes.map((remote) => untilServed(remote, graceUntil)));
      res.statusCode = 200;
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.setHeader('cache-control', 'no-cache');
      res.end(req.method === 'HEAD' ? undefined : body);
      return undefined;
    };
    server.middlewares.use('/mf-remotes.json', serveMap);

    if (action !== 'dev') return;
    const devServer = server;
    let pending: NodeJS.Timeout | undefined;
    const rebuilt = new Set<string>();
    const onRebuilt = (name: string) => {
      rebuilt.add(name);
      clearTimeout(pending);
      // One reload for a change several remotes rebuild for (a file of @gcw/shared).
      pending = setTimeout(() => {
        logger.info(`${[...rebuilt].join(', ')} rebuilt: reloading the shell page`);
        rebuilt.clear();
        devServer.sockWrite('full-reload');
      }, 150);
    };
    const stops = remotes.map((remote) => followRemoteBuilds(remote, onRebuilt));
    devServer.httpServer?.once('close', () => {
      for (const stop of stops) stop();
    });
  };
}
