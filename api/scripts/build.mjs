// The API's production build: one ES module per entry in dist/ (`node dist/main.mjs`), with
// the workspace's own TypeScript (src, @gcw/shared) bundled in and every npm dependency left
// to node_modules. Migrations stay in drizzle/, found from the package folder at run time.
import { build } from 'esbuild';
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
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

// Built beside dist/ and moved in file by file (a rename over a file is atomic): an API being
// started by another test file or process at this moment finds the old build or the new one,
// never an empty folder.
const staging = path.join(root, `.dist-staging-${process.pid}`);
rmSync(staging, { recursive: true, force: true });
const started = Date.now();
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/main.ts',
    'admin-create': 'src/scripts/admin-create.ts',
    'seed-demo': 'src/scripts/seed-demo.ts',
  },
  outdir: staging,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});
mkdirSync(outdir, { recursive: true });
for (const file of readdirSync(staging))
  renameSync(path.join(staging, file), path.join(outdir, file));
rmSync(staging, { recursive: true, force: true });
console.log(
  `API built into ${path.relative(process.cwd(), outdir) || 'dist'} in ${Date.now() - started} ms`,
);
