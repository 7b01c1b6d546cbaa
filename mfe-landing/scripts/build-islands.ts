import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

import { createRsbuild } from '@rsbuild/core';

/**
 * The prerendered page's script, bundled on its own (no React, no federation): one minified
 * file whose text is inlined into the page, so the first paint waits for no script request.
 */
export async function buildIslands(appDir: string): Promise<string> {
  const outDir = path.join(appDir, 'dist', '.islands');
  const rsbuild = await createRsbuild({
    cwd: appDir,
    rsbuildConfig: {
      source: { entry: { islands: './src/islands/index.ts' } },
      output: {
        target: 'web',
        distPath: { root: outDir, js: '.' },
        filenameHash: false,
        sourceMap: false,
      },
      tools: { htmlPlugin: false },
      performance: { chunkSplit: { strategy: 'all-in-one' } },
      logLevel: 'warn',
    },
  });
  await rsbuild.build();
  const file = readdirSync(outDir).find((name) => /^islands.*\.js$/.test(name));
  if (!file) throw new Error(`the islands bundle is missing from ${outDir}`);
  const code = readFileSync(path.join(outDir, file), 'utf8');
  rmSync(outDir, { recursive: true, force: true });
  // Inlined in a <script> element: a literal `</script` inside would end it early.
  return code.replace(/<\/script/gi, '<\\/script');
}
