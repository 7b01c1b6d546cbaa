/**
 * What the tool needs from the shared package's package.json: its name and version (the
 * contract version), and which import specifier reaches each contract entry file, so that
 * a remote's `import { x } from '@gcw/shared'` can be matched with the export it uses.
 */
const fs = require('node:fs');
const path = require('node:path');

/** @typedef {{ file: string, specifier: string }} Entry */

/**
 * @param {string} file
 * @returns {any}
 */
function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * @param {string} root
 * @param {string} sharedDir
 * @returns {{ name: string, version: string, manifest: any, file: string }}
 */
function readSharedPackage(root, sharedDir) {
  const file = path.join(root, sharedDir, 'package.json');
  const manifest = readJson(file);
  return { name: manifest.name, version: manifest.version, manifest, file };
}

/**
 * Every string target of an `exports` value (a path, or nested conditions such as
 * `{ "types": ..., "default": ... }`).
 * @param {unknown} target
 * @returns {string[]}
 */
function targetsOf(target) {
  if (typeof target === 'string') return [target];
  if (target && typeof target === 'object') return Object.values(target).flatMap(targetsOf);
  return [];
}

/**
 * Subpath → files it points at, from `exports` (or `main`/`types` when there is no map).
 * @param {any} manifest
 * @returns {[string, string[]][]}
 */
function subpathTargets(manifest) {
  const { exports } = manifest;
  if (
    exports &&
    typeof exports === 'object' &&
    Object.keys(exports).some((k) => k.startsWith('.'))
  ) {
    return Object.entries(exports).map(([subpath, target]) => [subpath, targetsOf(target)]);
  }
  const root = [...targetsOf(exports), manifest.types, manifest.main].filter(Boolean);
  return [['.', root]];
}

/**
 * The import specifier of each entry file, e.g. `shared/src/index.ts` → `@gcw/shared`.
 * @param {{ root: string, sharedDir: string, entries: string[] }} options
 * @returns {{ packageName: string, resolved: Entry[] }}
 */
function entrySpecifiers({ root, sharedDir, entries }) {
  const { name, manifest } = readSharedPackage(root, sharedDir);
  const pairs = subpathTargets(manifest);
  const resolved = entries.map((file) => {
    const wanted = path.resolve(root, file);
    const match = pairs.find(([, targets]) =>
      targets.some((t) => path.resolve(root, sharedDir, t) === wanted),
    );
    if (!match) {
      throw new Error(
        `contract entry ${file} is not reachable through the "exports" of ${sharedDir}/package.json`,
      );
    }
    const subpath = match[0];
    return { file, specifier: subpath === '.' ? name : `${name}${subpath.slice(1)}` };
  });
  return { packageName: name, resolved };
}

/**
 * Exports of the package root are keyed by their bare name (the common case and the snapshot's
 * readable form); exports of a deep entry by `specifier#name`, since names may repeat.
 * @param {string} packageName
 * @param {string} specifier
 * @param {string} name
 */
function exportKey(packageName, specifier, name) {
  return specifier === packageName ? name : `${specifier}#${name}`;
}

module.exports = { readJson, readSharedPackage, entrySpecifiers, exportKey };
