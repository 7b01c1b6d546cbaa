import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

import mfConfig from './module-federation.config';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(mfConfig)],
  source: { entry: { index: './src/index.ts' } },
  html: { title: 'GCW 2025', template: './src/app/index.html' },
  server: {
    port: Number(process.env.SHELL_PORT ?? 3000),
    historyApiFallback: true,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  output: { distPath: { root: 'dist' } },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});
