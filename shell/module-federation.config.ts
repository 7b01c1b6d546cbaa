import { appContract } from '@gcw/build-config';
import { singletonShared } from '@gcw/shared/federation';
import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

/**
 * The host: no remotes at build time; `mf-remotes.json` names them at start. It provides its
 * federation runtime to the page, and the remotes' containers run on it (built with
 * `externalRuntime`, tools/build-config/src/remote-environments.ts): one runtime per page.
 */
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  shareStrategy: 'loaded-first',
  shared: singletonShared(appContract()),
  dts: false,
  // Browser only: the runtime's code paths for Node are left out.
  experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
});
