// Checks the running Node against `engines.node` of the root package.json, so the supported
// versions are written down once. npm only warns about `engines`; this makes it a clear stop.
import { SetupError } from './report.mjs';

const parse = (v) =>
  v
    .replace(/^v/, '')
    .split('.')
    .map((n) => Number.parseInt(n, 10) || 0);

function compare(a, b) {
  for (let i = 0; i < 3; i += 1) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  }
  return 0;
}

/** One comparator of a range: `^20.19.0`, `>=22.12.0`, `<25`, `24.1.0`. */
function matches(version, comparator) {
  const m = /^(\^|~|>=|<=|>|<|=)?\s*v?([\d.]+)$/.exec(comparator);
  if (!m) throw new Error(`unsupported engines comparator: ${comparator}`);
  const [, op = '=', raw] = m;
  const want = parse(raw);
  const c = compare(version, want);
  switch (op) {
    case '^':
      return c >= 0 && version[0] === want[0];
    case '~':
      return c >= 0 && version[0] === want[0] && version[1] === want[1];
    case '>=':
      return c >= 0;
    case '>':
      return c > 0;
    case '<=':
      return c <= 0;
    case '<':
      return c < 0;
    default:
      return c === 0;
  }
}

/** The subset of semver ranges `engines` uses here: `a || b`, each a list of comparators. */
export function satisfies(version, range) {
  const v = parse(version);
  return range
    .split('||')
    .map((part) => part.trim().split(/\s+/).filter(Boolean))
    .some((comparators) => comparators.every((c) => matches(v, c)));
}

export function checkNode(range) {
  const version = process.versions.node;
  if (satisfies(version, range)) return version;
  throw new SetupError(
    'check Node',
    `this is Node ${version}; the project supports Node ${range}.`,
    [
      'Install Node 24 (the current LTS; 20.19+ and 22.12+ work too) from https://nodejs.org,',
      'your package manager or `nvm install 24`, check `node --version`, then run the command again.',
    ],
  );
}
