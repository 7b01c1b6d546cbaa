import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * A prerendered page's script, bundled on its own (no React, no federation): one minified
 * file whose text is inlined into the page, so the first paint waits for no script request.
 * `entry` is relative to the app's folder.
 */
export async function buildIslands(appDir: string, entry: string): Promise<string> {
  const outDir = path.join(appDir, 'dist', '.islands');
  // Loaded on use: the page renderer next to this file also runs in Jest, which cannot load
  // Rsbuild's ES module.
  const { createRsbuild } = await import('@rsbuild/core');
  const rsbuild = await createRsbuild({
    cwd: appDir,
    rsbuildConfig: {
      source: { entry: { islands: entry } },
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
