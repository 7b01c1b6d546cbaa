import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { RsbuildConfig, RsbuildPlugins } from '@rsbuild/core';

import { ensureBuildId } from './build-id';

interface RemoteBuildOptions {
  /** Container name, e.g. `mfe_landing`; its dev port is read from `PORT_<NAME>`. */
  name: string;
  defaultPort: number;
  plugins: RsbuildPlugins;
}

/**
 * The build of every remote: its own dev server shows its pages standalone (with CORS so the
 * shell's dev server can load it), and its production build loads chunks relative to its
 * manifest (`assetPrefix: 'auto'`), so it can be deployed to any origin.
 */
export function remoteRsbuildConfig({
  name,
  defaultPort,
  plugins,
}: RemoteBuildOptions): RsbuildConfig {
  const port = Number(process.env[`PORT_${name.toUpperCase()}`] ?? defaultPort);
  const appDir = process.cwd();
  const { version } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  ensureBuildId(version, appDir);
  return {
    plugins,
    source: { entry: { index: './src/standalone/index.ts' } },
    html: { title: `${name} (standalone)` },
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
  };
}
export { appContract } from './app-contract';
