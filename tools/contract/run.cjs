/**
 * One run of the contract check (or of `--write`): reads the shared package, builds the API
 * report, applies the version rule against the snapshot, then checks every app's range.
 * Returns messages instead of printing them, so the tests can call it directly.
 */
const path = require('node:path');

const { buildApiReport } = require('./api-report.cjs');
const config = require('./config.cjs');
const { checkApp } = require('./remote-ranges.cjs');
const semver = require('./semver.cjs');
const { readSharedPackage } = require('./shared-package.cjs');
const { readSnapshot, writeSnapshot } = require('./snapshot.cjs');
const { evaluate, describeRuleProblem } = require('./version-rule.cjs');

/**
 * @typedef {{ root: string, write?: boolean, sharedDir?: string, entries?: string[],
 *   snapshot?: string, apps?: string[], testDirs?: string[], writeCommand?: string }} RunOptions
 * @typedef {{ ok: boolean, problems: string[], notes: string[] }} RunResult
 */

/** @param {number} n @param {string} noun */
const count = (n, noun) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

/**
 * @param {RunOptions} options
 * @returns {RunResult}
 */
function runContractCheck(options) {
  const cfg = { ...config, ...options };
  const { root, sharedDir, entries, apps, testDirs, writeCommand } = cfg;
  const packageFile = `${sharedDir}/package.json`;
  const snapshotFile = cfg.snapshot;
  /** @type {string[]} */
  const problems = [];
  /** @type {string[]} */
  const notes = [];
  const done = () => ({ ok: problems.length === 0, problems, notes });

  let pkg;
  let report;
  let snapshot;
  try {
    pkg = readSharedPackage(root, sharedDir);
    if (!semver.valid(pkg.version)) {
      problems.push(
        `${packageFile} has version "${pkg.version}", which is not a semantic version.`,
      );
      return done();
    }
    report = buildApiReport({ root, sharedDir, entries });
    snapshot = readSnapshot(path.join(root, snapshotFile));
  } catch (error) {
    problems.push(messageOf(error));
    return done();
  }

  const where = { packageName: pkg.name, packageFile, snapshotFile, writeCommand };
  let result;
  try {
    result = evaluate({ snapshot, exports: report.exports, version: pkg.version });
  } catch (error) {
    problems.push(`${snapshotFile}: ${messageOf(error)}`);
    return done();
  }

  const ruleProblem = describeRuleProblem(result, report.exports, where);
  if (cfg.write && (result.status === 'too-small' || result.status === 'backwards')) {
    problems.push(`Not writing ${snapshotFile}.\n${ruleProblem}`);
  } else if (cfg.write) {
    const wrote = writeSnapshot(path.join(root, snapshotFile), result.next);
    const { added, removed, changed, extended } = result.diff;
    const what = [
      added.length ? `added ${added.join(', ')}` : '',
      Object.keys(extended).length ? `extended ${Object.keys(extended).join(', ')}` : '',
      removed.length ? `removed ${removed.join(', ')}` : '',
      changed.length ? `changed ${changed.join(', ')}` : '',
    ].filter(Boolean);
    notes.push(
      wrote
        ? `Wrote ${snapshotFile} for ${pkg.name} ${pkg.version}` +
            (result.status === 'baseline'
              ? ` (${count(Object.keys(report.exports).length, 'export')}, since ${pkg.version}).`
              : what.length
                ? `: ${what.join('; ')}.`
                : ' (exports unchanged).')
        : `${snapshotFile} is up to date (${pkg.name} ${pkg.version}).`,
    );
  } else if (ruleProblem) {
    problems.push(ruleProblem);
  } else {
    notes.push(
      `${pkg.name} ${pkg.version}: ${snapshotFile} matches the ${count(Object.keys(report.exports).length, 'export')}.`,
    );
  }

  // Judge the ranges against what `--write` records (or has just recorded), so a new export
  // already counts with its future `since` before the snapshot is written.
  for (const app of apps) {
    try {
      problems.push(
        ...checkApp({
          root,
          app,
          packageName: pkg.name,
          version: pkg.version,
          entries: report.entries,
          snapshot: result.next,
          testDirs,
        }),
      );
    } catch (error) {
      problems.push(`${app}: ${messageOf(error)}`);
    }
  }
  if (problems.length === 0)
    notes.push(`Ranges of ${apps.join(', ')} are consistent with the contract.`);
  return done();
}

/**
 * The text the command prints: numbered problems (continuation lines indented under them).
 * @param {RunResult} result
 */
function formatResult({ ok, problems, notes }) {
  const lines = [...notes];
  if (!ok) {
    if (lines.length) lines.push('');
    lines.push(`Contract check failed: ${count(problems.length, 'problem')}.`);
    problems.forEach((p, i) => {
      const [first, ...rest] = p.split('\n');
      lines.push('', `${i + 1}. ${first}`, ...rest.map((l) => `   ${l}`));
    });
  }
  return `${lines.join('\n')}\n`;
}

module.exports = { runContractCheck, formatResult };
