// The API's production build: one ES module per entry in dist/ (`node dist/main.mjs`), with
// the workspace's own TypeScript (src, @gcw/shared) bundled in and every npm dependency left
// to node_modules. Migrations stay in drizzle/, found from the package folder at run time.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist');

/** Bare imports stay imports, except the workspace's packages (TypeScript sources). */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@gcw/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/main.ts',
    'admin-create': 'src/scripts/admin-create.ts',
    'seed-demo': 'src/scripts/seed-demo.ts',
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});
console.log(
  `API built into ${path.relative(process.cwd(), outdir) || 'dist'} in ${Date.now() - started} ms`,
);
