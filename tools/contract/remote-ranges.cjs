/**
 * Each app declares the `@gcw/shared` range it was built for; the shell compares that range
 * with its own copy at load time. For the comparison to mean anything the range must
 *   - be a real range (`*` accepts a shell that lacks what the remote uses),
 *   - accept the current shared version (or the app cannot be loaded by today's shell),
 *   - start no lower than the `since` of every export the app uses (or an older shell the
 *     range accepts would hand it a shared without that export).
 */
const fs = require('node:fs');
const path = require('node:path');

const { collectContractUses, EVERYTHING } = require('./app-imports.cjs');
const semver = require('./semver.cjs');
const { exportKey } = require('./shared-package.cjs');

/**
 * @typedef {import('./snapshot.cjs').Snapshot} Snapshot
 * @typedef {import('./shared-package.cjs').Entry} Entry
 */

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies'];

/** How many too-new exports one message lists. */
const MAX_LISTED = 10;

/** @param {number} n @param {string} noun */
const count = (n, noun) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** @param {string} a @param {string} b */
const newer = (a, b) => (semver.gt(a, b) ? a : b);

/**
 * What the app needs: each used export with its `since` and the first file using it.
 * @param {{ root: string, app: string, packageName: string, entries: Entry[],
 *   snapshot: Snapshot, testDirs: string[] }} options
 */
function neededExports({ root, app, packageName, entries, snapshot, testDirs }) {
  const uses = collectContractUses(
    path.join(root, app),
    entries.map((e) => e.specifier),
    testDirs,
  );
  /** @type {Map<string, { since: string, file: string, via: string | null }>} */
  const needed = new Map();
  /** @type {{ name: string, file: string }[]} */
  const unknown = [];
  for (const use of uses) {
    if (use.name === EVERYTHING) {
      // A namespace import may reach any export of that entry: it needs all of them.
      const prefix = use.specifier === packageName ? null : `${use.specifier}#`;
      for (const [key, entry] of Object.entries(snapshot.exports)) {
        const ofEntry = prefix === null ? !key.includes('#') : key.startsWith(prefix);
        if (ofEntry && !needed.has(key)) {
          needed.set(key, { since: entry.since, file: use.file, via: use.specifier });
        }
      }
      continue;
    }
    const key = exportKey(packageName, use.specifier, use.name);
    const entry = snapshot.exports[key];
    if (!entry) unknown.push({ name: key, file: use.file });
    else if (!needed.has(key) || needed.get(key)?.via) {
      needed.set(key, { since: entry.since, file: use.file, via: null });
    }
  }
  return { needed, unknown };
}

/**
 * Problems of one app, as printable messages.
 * @param {{ root: string, app: string, packageName: string, version: string, entries: Entry[],
 *   snapshot: Snapshot, testDirs: string[] }} options `snapshot` is what `--write` records
 * @returns {string[]}
 */
function checkApp(options) {
  const { root, app, packageName, version } = options;
  const manifestFile = path.join(root, app, 'package.json');
  const where = `${app}/package.json`;
  if (!fs.existsSync(manifestFile)) return [`${where} does not exist.`];
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const field = DEPENDENCY_FIELDS.find((f) => manifest[f]?.[packageName] !== undefined);
  const { needed, unknown } = neededExports(options);

  const problems = unknown.map(
    (u) => `${app} imports ${u.name} (${app}/${u.file}), which ${packageName} does not export.`,
  );
  // The lowest version the app can work with: the newest `since` among what it uses.
  let floor = '0.0.0';
  for (const n of needed.values()) floor = newer(n.since, floor);
  const example = `"${packageName}": "workspace:^${floor === '0.0.0' ? version : floor}"`;

  if (!field) {
    problems.push(
      `${where} does not depend on ${packageName}. Declare the range it needs, e.g. ${example}.`,
    );
    return problems;
  }
  const spec = String(manifest[field][packageName]);
  const declared = `"${packageName}": "${spec}"`;
  const range = spec.replace(/^workspace:/, '');
  const valid = semver.validRange(range);
  if (valid === null || valid === '*') {
    problems.push(
      `${where}: ${declared} is not a version range the shell can check (${valid === '*' ? 'it accepts any version' : 'not a semver range'}). ` +
        `Declare the lowest ${packageName} version ${app} needs, e.g. ${example}.`,
    );
    return problems;
  }
  if (!semver.satisfies(version, range)) {
    problems.push(
      `${where}: ${declared} does not accept ${packageName} ${version}, the version the shell provides. Widen it, e.g. ${example}.`,
    );
  }
  const minimum = /** @type {{ version: string }} */ (semver.minVersion(range)).version;
  const tooNew = [...needed.entries()].filter(([, n]) => semver.gt(n.since, minimum));
  if (tooNew.length > 0) {
    // Newest first: those decide the minimum. The list is cut so that a first snapshot (where
    // every export is new) does not bury the other problems; the count says what was left out.
    const lines = tooNew
      .sort(([a, x], [b, y]) => semver.rcompare(x.since, y.since) || (a < b ? -1 : a > b ? 1 : 0))
      .map(
        ([key, n]) =>
          `  ${key} (since ${n.since}) ${n.via ? `through a namespace import of '${n.via}' in` : 'in'} ${app}/${n.file}`,
      );
    const shown = lines.length > MAX_LISTED + 1 ? lines.slice(0, MAX_LISTED) : lines;
    if (shown.length < lines.length) shown.push(`  … and ${lines.length - shown.length} more`);
    problems.push(
      [
        `${where}: ${declared} allows ${packageName} ${minimum}, but ${app} uses ${count(tooNew.length, 'export')} that ${minimum} lacks:`,
        ...shown,
        `Raise the range's minimum to ${floor}, e.g. ${example}.`,
      ].join('\n'),
    );
  }
  return problems;
}

module.exports = { checkApp, neededExports };
