import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { appContract } from '@gcw/build-config';
import { singletonShared } from '@gcw/shared/federation';

/** The host: no remotes at build time; `mf-remotes.json` names them at start. */
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  shareStrategy: 'loaded-first',
  shared: singletonShared(appContract()),
  dts: false,
});
