/**
 * Where the contract lives and who depends on it. Paths are relative to the repository root,
 * so the same tool checks the real repo and the small fixture repos of its tests.
 */
module.exports = {
  /** The folder of the `@gcw/shared` package (its package.json carries the contract version). */
  sharedDir: 'shared',
  /**
   * The entry points whose exports form the contract: the ones remotes receive from the shell
   * at run time (each a federation share key). An entry added here must also appear in the
   * package's `exports` map, which is how its import specifier (e.g. `@gcw/shared/store`) is
   * found.
   */
  entries: [
    'shared/src/index.ts',
    'shared/src/store/index.ts',
    'shared/src/ui/index.ts',
    'shared/src/format/index.ts',
  ],
  /** The committed API report the live exports are compared with. */
  snapshot: 'shared/contract-api.json',
  /** Apps that receive `@gcw/shared` from the shell at runtime (the shell included). */
  apps: ['mfe-landing', 'mfe-auth', 'mfe-dashboard', 'mfe-admin', 'shell'],
  /**
   * Folders under an app's `src/` that hold tests or test helpers only (with `*.test.*` files
   * and `test-utils.*`, they are not shipped, so their imports do not count).
   */
  testDirs: ['__tests__', 'test-utils'],
  /** The command a developer runs to record the snapshot, quoted in messages. */
  writeCommand: 'node tools/contract/check.mjs --write',
};
