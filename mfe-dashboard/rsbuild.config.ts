import { remoteRsbuildConfig } from '@gcw/build-config';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

import mfConfig from './module-federation.config';

export default defineConfig(
  remoteRsbuildConfig({
    name: 'mfe_dashboard',
    defaultPort: 3003,
    plugins: [pluginReact()],
    federation: mfConfig,
  }),
);
