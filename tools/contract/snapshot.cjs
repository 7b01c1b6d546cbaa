/**
 * The committed API report (`shared/contract-api.json`): reading it, and writing it in one
 * stable form (sorted keys, two-space JSON that Prettier leaves as it is) so a change to the
 * contract shows as a small, reviewable diff.
 */
const fs = require('node:fs');
const path = require('node:path');

/**
 * @typedef {import('./api-report.cjs').ExportEntry & { since: string }} SnapshotEntry
 * @typedef {{ version: string, exports: Record<string, SnapshotEntry> }} Snapshot
 */

/**
 * @param {string} file absolute path
 * @returns {Snapshot | null} null when there is none yet
 */
function readSnapshot(file) {
  if (!fs.existsSync(file)) return null;
  /** @type {any} */
  let data;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${/** @type {Error} */ (error).message})`, {
      cause: error,
    });
  }
  const valid =
    data &&
    typeof data.version === 'string' &&
    data.exports &&
    typeof data.exports === 'object' &&
    Object.values(data.exports).every(
      (e) =>
        e &&
        typeof e === 'object' &&
        typeof e.kind === 'string' &&
        typeof e.signature === 'string' &&
        typeof e.since === 'string',
    );
  if (!valid) {
    throw new Error(
      `${file} is not a contract snapshot ({ version, exports: { name: { kind, signature, since } } })`,
    );
  }
  return data;
}

/**
 * Key order is fixed here (not left to whoever built the object) so rewriting an unchanged
 * snapshot yields the same bytes.
 * @param {Snapshot} snapshot
 */
function formatSnapshot(snapshot) {
  const names = Object.keys(snapshot.exports).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const ordered = {
    version: snapshot.version,
    exports: Object.fromEntries(
      names.map((name) => {
        const e = /** @type {SnapshotEntry} */ (snapshot.exports[name]);
        return [name, { kind: e.kind, signature: e.signature, since: e.since }];
      }),
    ),
  };
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

/**
 * Writes only when the content differs, so an up-to-date snapshot is not touched.
 * @param {string} file
 * @param {Snapshot} snapshot
 * @returns {boolean} whether the file changed
 */
function writeSnapshot(file, snapshot) {
  const text = formatSnapshot(snapshot);
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return true;
}

module.exports = { readSnapshot, formatSnapshot, writeSnapshot };
