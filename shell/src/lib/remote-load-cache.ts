import type { RemoteName, RemoteRoutesModule } from '@gcw/shared';

import { checkRemoteManifest } from './check-remote-manifest';
import type { RemoteBuildInfo } from './remote-load-error';
import { classifyLoadFailure, RemoteLoadError } from './remote-load-error';
import { noteAccepted, noteRefused } from './remote-refusals';
import {
  loadRemoteRoutes,
  remoteEntryOf,
  remotesMapProblem,
  remotesMapSettled,
} from './remote-registry';
import { routesModuleProblems } from './routes-module-problems';
import { forgetRuntimeError, lastRuntimeErrorOf } from './runtime-error-notes';

/** A remote that passed every check: its page descriptors and what its manifest said. */
export interface LoadedRemote {
  module: RemoteRoutesModule;
  info: RemoteBuildInfo;
}

const ready = new Map<RemoteName, LoadedRemote>();
const pending = new Map<RemoteName, Promise<LoadedRemote>>();
/**
 * Code that threw on import (or exposed the wrong shape) fails the same way again: the menu and
 * prefetches are answered with that failure, without loading the build again, until a fresh
 * try (Retry), forgetRemote, or the map pointing the remote at another build.
 */
const brokenCode = new Map<RemoteName, { entry: string; error: RemoteLoadError }>();
const CODE_FAILURES: readonly string[] = ['import-error', 'contract-mismatch'];
/** The build each remote's last load asked for. */
const attemptedEntry = new Map<RemoteName, string>();
const listeners = new Set<() => void>();

let snapshot: ReadonlyMap<RemoteName, LoadedRemote> = new Map();

function changed() {
  snapshot = new Map(ready);
  for (const listener of listeners) listener();
}

/** Manifest and contract range first, then the code, then the shape of `./routes`. */
async function loadChecked(name: RemoteName): Promise<LoadedRemote> {
  await remotesMapSettled();
  const entry = remoteEntryOf(name);
  if (!entry) {
    const why = remotesMapProblem();
    throw new RemoteLoadError(
      'manifest-missing',
      `${name} is not configured in mf-remotes.json${why ? ` (${why})` : ''}`,
    );
  }
  attemptedEntry.set(name, entry);
  forgetRuntimeError(name);
  const info = await checkRemoteManifest(name, entry);
  let exposed: unknown;
  try {
    // The code of exactly the build checked above: the build id in a report is the build
    // whose code failed (docs/adr/0025).
    exposed = await loadRemoteRoutes(name, entry);
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
 * One load per remote at a time, and none while its code runs: a second container of a
 * remote in use would drop the chunks the first is loading (fresh-container.ts). A network
 * failure is forgotten so the next try starts over; a failure of the remote's own code is
 * answered again until a fresh try (see `brokenCode`).
 */
export function loadRemoteOnce(name: RemoteName, fresh: boolean): Promise<LoadedRemote> {
  const known = ready.get(name);
  if (known) return Promise.resolve(known);
  const existing = pending.get(name);
  if (existing) return existing;
  const broken = brokenCode.get(name);
  if (broken && !fresh && broken.entry === remoteEntryOf(name)) return Promise.reject(broken.error);
  brokenCode.delete(name);
  const promise = loadChecked(name).then(
    (loaded) => {
      ready.set(name, loaded);
      pending.delete(name);
      noteAccepted(name);
      changed();
      return loaded;
    },
    (error: unknown) => {
      pending.delete(name);
      const entry = attemptedEntry.get(name);
      if (entry && error instanceof RemoteLoadError && CODE_FAILURES.includes(error.reason))
        brokenCode.set(name, { entry, error });
      noteRefused(name);
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
