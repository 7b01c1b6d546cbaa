import { remoteRsbuildConfig } from '@gcw/build-config';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

import mfConfig from './module-federation.config';

export default defineConfig(
  remoteRsbuildConfig({
    name: 'mfe_landing',
    defaultPort: 3001,
    plugins: [pluginReact()],
    federation: mfConfig,
  }),
);
