import type { RemoteName, RemoteRoutesModule } from '@gcw/shared';

import { checkRemoteManifest } from './check-remote-manifest';
import type { RemoteBuildInfo } from './remote-load-error';
import { classifyLoadFailure, RemoteLoadError } from './remote-load-error';
import {
  loadRemoteRoutes,
  remoteEntryOf,
  remotesMapProblem,
  remotesMapSettled,
} from './remote-registry';
import { routesModuleProblems } from './routes-module-problems';
import { lastRuntimeErrorOf } from './runtime-error-notes';

/** A remote that passed every check: its page descriptors and what its manifest said. */
export interface LoadedRemote {
  module: RemoteRoutesModule;
  info: RemoteBuildInfo;
}

const ready = new Map<RemoteName, LoadedRemote>();
const pending = new Map<RemoteName, Promise<LoadedRemote>>();
/**
 * Code that threw on import (or exposed the wrong shape) fails the same way again, and Module
 * Federation keeps the broken module: a second load without `fresh` would see an empty module
 * and report a contract mismatch instead. Kept until a fresh try (Retry) or forgetRemote.
 */
const brokenCode = new Map<RemoteName, RemoteLoadError>();
const CODE_FAILURES: readonly string[] = ['import-error', 'contract-mismatch'];
const listeners = new Set<() => void>();

let snapshot: ReadonlyMap<RemoteName, LoadedRemote> = new Map();

function changed() {
  snapshot = new Map(ready);
  for (const listener of listeners) listener();
}

/** Manifest and contract range first, then the code, then the shape of `./routes`. */
async function loadChecked(name: RemoteName, fresh: boolean): Promise<LoadedRemote> {
  await remotesMapSettled();
  const entry = remoteEntryOf(name);
  if (!entry) {
    const why = remotesMapProblem();
    throw new RemoteLoadError(
      'manifest-missing',
      `${name} is not configured in mf-remotes.json${why ? ` (${why})` : ''}`,
    );
  }
  const info = await checkRemoteManifest(name, entry);
  let exposed: unknown;
  try {
    exposed = await loadRemoteRoutes(name, fresh);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const runtime = lastRuntimeErrorOf(name);
    const detail = runtime && !message.includes(runtime) ? `${message} (${runtime})` : message;
    throw new RemoteLoadError(classifyLoadFailure(error), `${name}/routes: ${detail}`, info);
  }
  // The exposed module's default export is the contract; accept a bare object too.
  const loaded = (exposed as { default?: unknown } | null)?.default ?? exposed;
  const problems = routesModuleProblems(loaded, name);
  if (problems.length) {
    throw new RemoteLoadError(
      'contract-mismatch',
      `${name} build ${info.buildId ?? '?'}: ${problems.join('; ')}`,
      info,
    );
  }
  return { module: loaded as RemoteRoutesModule, info };
}

export function readyRemote(name: RemoteName): LoadedRemote | undefined {
  return ready.get(name);
}

/**
 * One load per remote at a time. A network failure is forgotten so the next try starts over; a
 * failure of the remote's own code is answered again until a fresh try (see `brokenCode`).
 */
export function loadRemoteOnce(name: RemoteName, fresh: boolean): Promise<LoadedRemote> {
  const existing = pending.get(name);
  if (existing) return existing;
  if (fresh) brokenCode.delete(name);
  const broken = brokenCode.get(name);
  if (broken) return Promise.reject(broken);
  const promise = loadChecked(name, fresh).then(
    (loaded) => {
      ready.set(name, loaded);
      pending.delete(name);
      changed();
      return loaded;
    },
    (error: unknown) => {
      pending.delete(name);
      if (error instanceof RemoteLoadError && CODE_FAILURES.includes(error.reason))
        brokenCode.set(name, error);
      throw error;
    },
  );
  pending.set(name, promise);
  return promise;
}

/** Forget a remote entirely, so the next load reads its manifest and code again. */
export function forgetRemote(name: RemoteName) {
  ready.delete(name);
  pending.delete(name);
  brokenCode.delete(name);
  changed();
}

/** For `useSyncExternalStore`: the sidebar redraws when a remote's descriptors arrive. */
export function subscribeToRemotes(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The remotes loaded so far; a new object after every change. */
export function loadedRemotes(): ReadonlyMap<RemoteName, LoadedRemote> {
  return snapshot;
}
