/**
 * The versioning rule of the contract. The shell hands its copy of `@gcw/shared` to every
 * remote, so the version must say what a remote can rely on:
 *   - exports only added, types that only gained optional members, or read-only objects that
 *     only gained read-only properties
 *                                   → at least a minor bump (old remotes still work),
 *   - an export removed or changed  → a major bump (a remote built against the old one breaks),
 *   - nothing changed               → any version not lower than the recorded one.
 * Also computes what `--write` records, including `since` (the version an export appeared
 * in, or last changed in), which the remote range check relies on.
 */
const { addedOptionalMembers, addedReadonlyMembers } = require('./optional-members.cjs');
const semver = require('./semver.cjs');

/**
 * @typedef {import('./api-report.cjs').ExportEntry} ExportEntry
 * @typedef {import('./snapshot.cjs').Snapshot} Snapshot
 * @typedef {{ added: string[], removed: string[], changed: string[],
 *   extended: Record<string, string[]> }} ExportDiff
 *   `extended`: types that only gained optional members, or read-only objects that only gained
 *   read-only properties, with the added members' names
 * @typedef {'none' | 'minor' | 'major'} Bump
 * @typedef {'baseline' | 'up-to-date' | 'stale' | 'unrecorded' | 'too-small' | 'backwards'} Status
 * @typedef {{ status: Status, diff: ExportDiff, bump: Bump, minimum: string | null,
 *   snapshot: Snapshot | null, version: string, next: Snapshot }} RuleResult
 */

/**
 * @param {Record<string, ExportEntry>} before
 * @param {Record<string, ExportEntry>} after
 * @returns {ExportDiff}
 */
function diffExports(before, after) {
  const sorted = (/** @type {string[]} */ names) =>
    names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const added = sorted(Object.keys(after).filter((n) => !(n in before)));
  const removed = sorted(Object.keys(before).filter((n) => !(n in after)));
  /** @type {Record<string, string[]>} */
  const extended = {};
  /** @type {string[]} */
  const changed = [];
  for (const n of sorted(Object.keys(after))) {
    const was = before[n];
    const now = /** @type {ExportEntry} */ (after[n]);
    if (was === undefined || (was.kind === now.kind && was.signature === now.signature)) continue;
    const members =
      was.kind === 'type' && now.kind === 'type'
        ? addedOptionalMembers(was.signature, now.signature)
        : was.kind === 'value' && now.kind === 'value'
          ? addedReadonlyMembers(was.signature, now.signature)
          : null;
    if (members) extended[n] = members;
    else changed.push(n);
  }
  return { added, removed, changed, extended };
}

/** @param {ExportDiff} diff @returns {Bump} */
function requiredBump(diff) {
  if (diff.removed.length > 0 || diff.changed.length > 0) return 'major';
  if (diff.added.length > 0 || Object.keys(diff.extended).length > 0) return 'minor';
  return 'none';
}

/**
 * The smallest version allowed after `base` for a change of this size (pre-release tags of the
 * base are dropped: 2.0.0-rc.1 + minor → 2.1.0).
 * @param {string} base
 * @param {Bump} bump
 */
function minimumVersion(base, bump) {
  const v = /** @type {{ major: number, minor: number, version: string }} */ (semver.parse(base));
  if (bump === 'major') return `${v.major + 1}.0.0`;
  if (bump === 'minor') return `${v.major}.${v.minor + 1}.0`;
  return v.version;
}

/**
 * Compares the live exports with the snapshot under the rule.
 * @param {{ snapshot: Snapshot | null, exports: Record<string, ExportEntry>, version: string }} input
 * @returns {RuleResult}
 */
function evaluate({ snapshot, exports, version }) {
  if (!semver.valid(version)) throw new Error(`"${version}" is not a semantic version`);
  if (snapshot && !semver.valid(snapshot.version)) {
    throw new Error(`the snapshot's version "${snapshot.version}" is not a semantic version`);
  }
  const diff = diffExports(snapshot?.exports ?? {}, exports);
  if (!snapshot) {
    return {
      status: 'baseline',
      diff,
      bump: 'none',
      minimum: null,
      snapshot,
      version,
      next: record(null, exports, version, version),
    };
  }
  const bump = requiredBump(diff);
  const minimum = minimumVersion(snapshot.version, bump);
  const order = semver.compare(version, snapshot.version);
  /** @type {Status} */
  let status;
  if (bump === 'none') {
    status = order === 0 ? 'up-to-date' : order > 0 ? 'stale' : 'backwards';
  } else {
    status = semver.gte(version, minimum) ? 'unrecorded' : 'too-small';
  }
  // While the version is too small, what changed will appear at `minimum` at the earliest:
  // that is the `since` the remote ranges must be judged against.
  const since = semver.gte(version, minimum) ? version : minimum;
  return {
    status,
    diff,
    bump,
    minimum,
    snapshot,
    version,
    next: record(snapshot, exports, since, version),
  };
}

/**
 * The snapshot `--write` records: unchanged exports keep their `since`; new or changed ones
 * get `since` (the new version).
 * @param {Snapshot | null} snapshot
 * @param {Record<string, ExportEntry>} exports
 * @param {string} since
 * @param {string} version
 * @returns {Snapshot}
 */
function record(snapshot, exports, since, version) {
  /** @type {Snapshot['exports']} */
  const out = {};
  for (const [name, entry] of Object.entries(exports)) {
    const old = snapshot?.exports[name];
    const same = old && old.kind === entry.kind && old.signature === entry.signature;
    out[name] = { kind: entry.kind, signature: entry.signature, since: same ? old.since : since };
  }
  return { version, exports: out };
}

/**
 * A short view of where two long signatures part, so the message shows the change and not
 * three thousand characters of route table.
 * @param {string} was
 * @param {string} now
 */
function signatureExcerpt(was, now) {
  const width = 120;
  let start = 0;
  while (start < was.length && start < now.length && was[start] === now[start]) start += 1;
  const from = Math.max(0, start - 40);
  const cut = (/** @type {string} */ s) =>
    `${from > 0 ? '…' : ''}${s.slice(from, from + width)}${s.length > from + width ? '…' : ''}`;
  return { was: cut(was), now: cut(now) };
}

/**
 * @param {ExportDiff} diff
 * @param {Snapshot | null} snapshot
 * @param {Record<string, ExportEntry>} exports
 */
function listChanges(diff, snapshot, exports) {
  const lines = [];
  if (diff.added.length) lines.push(`  added:   ${diff.added.join(', ')}`);
  for (const [name, members] of Object.entries(diff.extended))
    lines.push(`  extended: ${name} (added ${members.join(', ')})`);
  if (diff.removed.length) lines.push(`  removed: ${diff.removed.join(', ')}`);
  for (const name of diff.changed) {
    const was = /** @type {ExportEntry} */ (snapshot?.exports[name]);
    const now = /** @type {ExportEntry} */ (exports[name]);
    lines.push(`  changed: ${name}`);
    if (was.kind !== now.kind) lines.push(`    kind was ${was.kind}, now ${now.kind}`);
    if (was.signature !== now.signature) {
      const excerpt = signatureExcerpt(was.signature, now.signature);
      lines.push(`    was: ${excerpt.was}`, `    now: ${excerpt.now}`);
    }
  }
  return lines;
}

/**
 * The problem to print for a rule result, or null when there is none.
 * @param {RuleResult} result
 * @param {Record<string, ExportEntry>} exports
 * @param {{ packageName: string, packageFile: string, snapshotFile: string, writeCommand: string }} where
 * @returns {string | null}
 */
function describeRuleProblem(result, exports, where) {
  const { status, diff, snapshot, version, minimum } = result;
  const write = `\`${where.writeCommand}\``;
  switch (status) {
    case 'up-to-date':
      return null;
    case 'baseline':
      return [
        `${where.snapshotFile} does not exist yet.`,
        `Run ${write} to record the ${Object.keys(exports).length} exports of ${where.packageName} ${version} (each with since ${version}) and commit it.`,
      ].join('\n');
    case 'stale':
      return [
        `${where.snapshotFile} is stale: it records version ${snapshot?.version}, ${where.packageFile} says ${version}, and the exports are unchanged.`,
        `Run ${write} and commit ${where.snapshotFile}.`,
      ].join('\n');
    case 'backwards':
      return [
        `${where.packageFile} has version ${version}, lower than ${snapshot?.version} recorded in ${where.snapshotFile}: a contract version never goes back.`,
        `Set it to ${snapshot?.version} or higher.`,
      ].join('\n');
    case 'unrecorded':
      return [
        `The contract changed and version ${version} allows it, but ${where.snapshotFile} still records ${snapshot?.version}:`,
        ...listChanges(diff, snapshot, exports),
        `Run ${write} and commit ${where.snapshotFile}.`,
      ].join('\n');
    case 'too-small': {
      const why =
        result.bump === 'major'
          ? `An export was removed or changed, which breaks remotes built against ${snapshot?.version}: that needs a major bump`
          : `Exports were added or only gained members, which needs at least a minor bump`;
      return [
        `${where.packageFile} has version ${version}, too small for the contract change since ${snapshot?.version} (${where.snapshotFile}):`,
        ...listChanges(diff, snapshot, exports),
        `${why}; the smallest valid version is ${minimum}.`,
        `Bump "version" in ${where.packageFile} to at least ${minimum}, then run ${write}.`,
      ].join('\n');
    }
    default:
      throw new Error(`unknown status ${status}`);
  }
}

module.exports = {
  diffExports,
  requiredBump,
  minimumVersion,
  evaluate,
  describeRuleProblem,
  signatureExcerpt,
};
