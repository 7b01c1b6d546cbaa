import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { appContract } from '@gcw/build-config';
import { singletonShared } from '@gcw/shared/federation';

export default createModuleFederationConfig({
  name: 'mfe_dashboard',
  exposes: { './routes': './src/routes.tsx' },
  shareStrategy: 'loaded-first',
  shared: singletonShared(appContract()),
  dts: false,
});
