import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/**
 * The floor of the web bench: the landing page as one plain Rsbuild app, no federation and one
 * JS bundle, with the shell's HTML. Built by `pnpm bench:web` with `--root` set to this folder.
 */
export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { index: './floor-entry.tsx' } },
  html: { title: 'GCW 2025', template: '../../../shell/src/app/index.html' },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
});
