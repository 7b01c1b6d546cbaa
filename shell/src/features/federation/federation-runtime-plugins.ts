import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { getInstance } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

import { takeInlineManifest } from '../../lib/boot-data';
import { noteRuntimeError } from '../../lib/runtime-error-notes';

function remoteNameOf(args: { id?: string; remote?: { name?: string } }): string {
  return args.remote?.name ?? String(args.id ?? '').split('/')[0] ?? '';
}

/**
 * Keeps what the federation runtime said when a load failed (its lifecycle stage and error)
 * for the shell's diagnostic, and lets the failure through to the shell's own handling.
 */
function runtimeErrorNotes(): ModuleFederationRuntimePlugin {
  return {
    name: 'gcw-runtime-error-notes',
    errorLoadRemote(args) {
      const error = args.error instanceof Error ? args.error.message : String(args.error);
      noteRuntimeError(remoteNameOf(args), `${args.lifecycle}: ${error}`);
      return undefined;
    },
  };
}

/** Transient network failures are retried by the runtime itself, before the shell sees them. */
export function registerFederationPlugins() {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised');
  const retry = RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 500 },
    script: { retryTimes: 2, retryDelay: 500 },
  });
  const retryFetch = retry.fetch;
  instance.registerPlugins([
    {
      ...retry,
      // The manifest the host wrote into the page is used once instead of a request; every
      // other fetch goes through the retries. (Every plugin's fetch hook runs, so this must be
      // the retry plugin's own hook, not a second one.)
      fetch(url, init, ...rest) {
        const inline = takeInlineManifest('runtime', url);
        if (inline !== undefined) {
          return Promise.resolve(
            new Response(inline, { headers: { 'content-type': 'application/json' } }),
          );
        }
        return retryFetch ? retryFetch.call(retry, url, init, ...rest) : fetch(url, init);
      },
    },
    runtimeErrorNotes(),
  ]);
}
