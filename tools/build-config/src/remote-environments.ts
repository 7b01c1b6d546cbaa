import { chunkLoadingGlobalOf } from '@gcw/shared/federation';
import {
  type ModuleFederationOptions,
  pluginModuleFederation,
} from '@module-federation/rsbuild-plugin';
import type { EnvironmentConfig, RsbuildPlugin } from '@rsbuild/core';
import { fileURLToPath } from 'node:url';

const CONTAINER_HOST_NAME = 'container-host';
const CONTAINER_HOST_ENTRY = fileURLToPath(new URL('./container-entry.ts', import.meta.url));

/** The build the shell loads: `remoteEntry.js`, `mf-manifest.json` and their chunks. */
export const CONTAINER_ENVIRONMENT = 'container';
/** The remote's own pages at the root of its origin, for its team: a plain single-page build. */
export const STANDALONE_ENVIRONMENT = 'standalone';

/** The container build's page entry is only there to hold the runtime glue: it is not deployed. */
const dropContainerHostEntry: RsbuildPlugin = {
  name: 'gcw:drop-container-host-entry',
  setup(api) {
    api.processAssets(
      { stage: 'report', environments: [CONTAINER_ENVIRONMENT] },
      ({ compilation }) => {
        const chunk = compilation.namedChunks.get(CONTAINER_HOST_NAME);
        for (const file of chunk?.files ?? []) compilation.deleteAsset(file);
      },
    );
  },
};

/**
 * A remote is built twice, from the same sources, into the same folder.
 *
 * The container runs on the shell's federation runtime (`externalRuntime`): the shell provides
 * it once per page, so no remote downloads a second copy of it (docs/adr/0011). A
 * page with no shell, the remote's standalone page, has nobody to provide that runtime, so it
 * is a build of its own without federation: the same routes, bundled as one application, in
 * `standalone/` beside the container's `static/`.
 *
 * Each build of the container loads its chunks through a window array of its own (named from
 * its build id): a tab that moves to another build of the remote, after a redeploy or a broken
 * deploy, starts that build's container clean instead of adopting the chunks, and module
 * factories, another build left on a shared array (docs/adr/0025).
 */
export function remoteEnvironments(
  name: string,
  federation: ModuleFederationOptions,
  buildId: string,
): { plugins: RsbuildPlugin[]; config: Record<string, EnvironmentConfig> } {
  const plugin = pluginModuleFederation(
    {
      ...federation,
      experiments: {
        ...federation.experiments,
        externalRuntime: true,
        // Browser only: the runtime's code paths for Node are left out of the container.
        optimization: { target: 'web' },
      },
    },
    { environment: CONTAINER_ENVIRONMENT },
  );
  return {
    plugins: [plugin, dropContainerHostEntry],
    config: {
      [CONTAINER_ENVIRONMENT]: {
        // The container's own entry (remoteEntry.js) is added by the federation plugin.
        source: { entry: { [CONTAINER_HOST_NAME]: CONTAINER_HOST_ENTRY } },
        tools: {
          htmlPlugin: false,
          rspack: {
            output: {
              chunkLoadingGlobal: chunkLoadingGlobalOf(name, buildId),
              // Also the prefix of its chunk scripts' data-webpack keys, per build for the same reason.
              uniqueName: chunkLoadingGlobalOf(name, buildId),
            },
          },
        },
      },
      [STANDALONE_ENVIRONMENT]: {
        source: { entry: { index: './src/standalone/index.ts' } },
        html: {
          title: `${name} (standalone)`,
          // The standalone page lives at the root of the remote's origin (its routes are
          // absolute), while `assetPrefix: 'auto'` writes relative script URLs: without a base,
          // a deep link such as /dashboard/profile would ask for /dashboard/standalone/js/...
          tags: [{ tag: 'base', attrs: { href: '/' }, head: true, append: false }],
        },
        output: {
          distPath: {
            js: 'standalone/js',
            jsAsync: 'standalone/js/async',
            css: 'standalone/css',
            cssAsync: 'standalone/css/async',
          },
        },
      },
    },
  };
}
