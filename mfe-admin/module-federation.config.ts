import { appContract } from '@gcw/build-config';
import { singletonShared } from '@gcw/shared/federation';
import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

export default createModuleFederationConfig({
  name: 'mfe_admin',
  exposes: { './routes': './src/routes.tsx' },
  shareStrategy: 'loaded-first',
  shared: singletonShared(appContract()),
  dts: false,
});
