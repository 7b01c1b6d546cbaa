import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Deep modules this product never renders and whose optional peer it does not install. */
const NOT_PROVIDED = /\/Pigment[A-Z]/;

/**
 * Every deep import a package publishes (`@mui/material/Menu`, `@mui/material/styles`, ...), read
 * from its `exports` map as the app resolves it.
 */
export function packageDeepModules(packageName: string, appDir: string = process.cwd()): string[] {
  const require = createRequire(path.join(appDir, 'package.json'));
  const manifest = JSON.parse(
    readFileSync(require.resolve(`${packageName}/package.json`), 'utf8'),
  ) as { exports?: Record<string, unknown> };
  return Object.keys(manifest.exports ?? {})
    .filter((key) => key.startsWith('./') && key !== './package.json' && !key.includes('*'))
    .map((key) => `${packageName}/${key.slice(2)}`)
    .filter((name) => !NOT_PROVIDED.test(name))
    .sort();
}

/**
 * The source of a module that names every given deep module in a lazy `import()` the app never
 * calls. That is enough for Module Federation to provide each of them to the share scope from
 * the host's build, while none is downloaded until a page uses it: every remote then takes
 * each MUI component from the host, so all of them share one copy of MUI's internals (its
 * list and menu contexts included) whatever combination the remotes import
 * (docs/adr/0011-one-copy-of-every-library.md).
 */
export function provideEveryModuleSource(modules: readonly string[]): string {
  const imports = modules.map((name) => `  () => import(${JSON.stringify(name)}),`).join('\n');
  // A top-level statement, not an export: the bundler drops the imports of an unused export.
  return `// Generated at build time by provideEveryModuleSource (@gcw/build-config).\nvoid [\n${imports}\n];\n`;
}
