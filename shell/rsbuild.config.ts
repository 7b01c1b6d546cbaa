import {
  deepModulesImportedBy,
  oneChunkOfInternals,
  packageDeepModules,
  provideEveryModuleSource,
} from '@gcw/build-config';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import path from 'node:path';

import { shellDevServerSetup } from './dev/dev-remotes';
import mfConfig from './module-federation.config';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:4000';

// The host provides every deep module of MUI to the share scope, used by the shell or not, so
// no remote ever runs a copy of its own (docs/adr/0011-one-copy-of-every-library.md).
const PROVIDE_ALL = path.resolve(import.meta.dirname, 'src/app/provided-to-the-share-scope.js');
const provideAll = new rspack.experiments.VirtualModulesPlugin({
  [PROVIDE_ALL]: provideEveryModuleSource(packageDeepModules('@mui/material')),
});

// The MUI components the product's apps import, as their sources stand when the shell is built:
// they travel in one chunk with MUI's internals. A component a remote starts using later still
// comes from the share scope, in a small chunk of its own until the shell is built again.
const WORKSPACE_SOURCES = [
  'shell',
  'shared',
  'mfe-landing',
  'mfe-auth',
  'mfe-dashboard',
  'mfe-admin',
].map((folder) => path.resolve(import.meta.dirname, '..', folder, 'src'));
const MUI_IN_USE = deepModulesImportedBy('@mui/material', WORKSPACE_SOURCES);

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(mfConfig)],
  source: { entry: { index: ['./src/index.ts', PROVIDE_ALL] } },
  tools: {
    rspack: (config) => {
      config.plugins = [...(config.plugins ?? []), provideAll];
      return oneChunkOfInternals(config, MUI_IN_USE);
    },
  },
  html: { title: 'GCW 2025', template: './src/app/index.html' },
  server: {
    port: Number(process.env.SHELL_PORT ?? 3000),
    // The remotes' map is generated from the same port variables: no silent move to a free port.
    strictPort: true,
    // Client routes answer index.html only for navigations; a missing file is a 404, never HTML.
    historyApiFallback: { htmlAcceptHeaders: ['text/html'] },
    htmlFallback: false,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
    // Dev and preview only: /mf-remotes.json from PORT_MFE_*, and a reload when a remote is rebuilt.
    setup: shellDevServerSetup(),
  },
  dev: {
    // Compiled up front: each on-demand compile reached the open page as a hot update it could
    // not apply, and reloaded it in the middle of the first visit.
    lazyCompilation: false,
  },
  output: { distPath: { root: 'dist' } },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});
