import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

import mfConfig from './module-federation.config';

const port = Number(process.env.PORT_MFE_LANDING ?? 3001);

/** A remote: its own dev server shows its pages standalone; the shell loads its manifest. */
export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(mfConfig)],
  source: { entry: { index: './src/standalone/index.ts' } },
  html: { title: 'mfe_landing (standalone)' },
  server: {
    port,
    cors: { origin: '*' },
    historyApiFallback: true,
    proxy: {
      '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:4000', changeOrigin: true },
    },
  },
  dev: { assetPrefix: `http://localhost:${port}/` },
  output: { assetPrefix: 'auto', distPath: { root: 'dist' } },
});
