import type { RemoteName, RemoteRoutesModule } from '@gcw/shared';
import { isRemoteRoutesModule } from '@gcw/shared';

import { loadRemoteRoutes } from './remote-registry';

export class RemoteLoadError extends Error {
  constructor(
    readonly reason: 'unavailable' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

const NETWORK_ATTEMPTS = 2;
const BACKOFF_MS = 400;

const ready = new Map<RemoteName, RemoteRoutesModule>();
const pending = new Map<RemoteName, Promise<RemoteRoutesModule>>();

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadValidated(name: RemoteName, fresh: boolean): Promise<RemoteRoutesModule> {
  let lastError: unknown;
  for (let attempt = 0; attempt < NETWORK_ATTEMPTS; attempt += 1) {
    try {
      const exposed = await loadRemoteRoutes(name, fresh || attempt > 0);
      // The exposed module's default export is the contract; accept a bare object too.
      const loaded = (exposed as { default?: unknown } | null)?.default ?? exposed;
      if (!isRemoteRoutesModule(loaded, name)) {
        throw new RemoteLoadError('invalid', `${name}/routes does not satisfy RemoteRoutesModule`);
      }
      return loaded;
    } catch (error) {
      if (error instanceof RemoteLoadError) throw error;
      lastError = error;
      if (attempt + 1 < NETWORK_ATTEMPTS) await wait(BACKOFF_MS * (attempt + 1));
    }
  }
  const detail = lastError instanceof Error ? lastError.message : String(lastError);
  throw new RemoteLoadError('unavailable', `${name} could not be loaded: ${detail}`);
}

export function readyRemote(name: RemoteName): RemoteRoutesModule | undefined {
  return ready.get(name);
}

/** One load per remote at a time; a failed load is forgotten so the next try starts fresh. */
export function loadRemoteOnce(name: RemoteName, fresh: boolean): Promise<RemoteRoutesModule> {
  const existing = pending.get(name);
  if (existing) return existing;
  const promise = loadValidated(name, fresh).then(
    (module) => {
      ready.set(name, module);
      pending.delete(name);
      return module;
    },
    (error: unknown) => {
      pending.delete(name);
      throw error;
    },
  );
  pending.set(name, promise);
  return promise;
}

/** Forget a remote entirely, so Retry reloads it from the network. */
export function forgetRemote(name: RemoteName) {
  ready.delete(name);
  pending.delete(name);
}
