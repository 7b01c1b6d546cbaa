// `pnpm start` builds only what has no build yet, or whose build is older than its sources:
// a fresh clone builds everything once, a second start builds nothing (a few milliseconds of
// file dates), and an edited remote is rebuilt alone. Like make, it compares modification
// times, so a build made by `pnpm build` counts as well.
import { execSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const apps = ['shell', 'mfe-landing', 'mfe-auth', 'mfe-dashboard', 'mfe-admin', 'api'];
// The file each build writes last: its presence and date say the build is complete.
const MARKER = { shell: 'index.html', api: 'main.mjs' };

// Not inputs of a build: its output, installs, generated types, tests.
const SKIP_DIR = new Set([
  'node_modules',
  'dist',
  '@mf-types',
  '__tests__',
  'coverage',
  'test-results',
  // The API's embedded database, uploads and outbox change while it runs.
  'data',
  'uploads',
]);
const SKIP_FILE = /\.(test|spec)\.[cm]?[jt]sx?$|\.tsbuildinfo$/;

const mtime = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

/**
 * Newest modification time of everything below `dir`, folders included (a deleted source file
 * changes its folder's time), but not `dir` itself: a build or a test run adds entries to it.
 */
function newest(dir, isTop = true) {
  let latest = isTop ? 0 : mtime(dir);
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return latest; // no such folder
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIR.has(entry.name)) latest = Math.max(latest, newest(full, false));
    } else if (!SKIP_FILE.test(entry.name)) {
      latest = Math.max(latest, mtime(full));
    }
  }
  return latest;
}

/**
 * An app's build inputs: everything in its folder and in the shared package (but the skipped
 * folders above), and the lockfile. A little more than the build reads (a README, a script),
 * so an edit rebuilds one app in vain rather than serving a stale one.
 */
function sourcesTime(app) {
  return Math.max(
    newest(path.join(root, app)),
    newest(path.join(root, 'shared')),
    mtime(path.join(root, 'pnpm-lock.yaml')),
    mtime(path.join(root, 'tsconfig.base.json')),
  );
}

const upToDate = [];
for (const app of apps) {
  const marker = path.join(root, app, 'dist', MARKER[app] ?? 'mf-manifest.json');
  const built = mtime(marker);
  if (built > 0 && built >= sourcesTime(app)) {
    upToDate.push(app);
    continue;
  }
  console.log(built ? `Rebuilding ${app} (sources changed since its build)…` : `Building ${app}…`);
  try {
    execSync('pnpm build', { cwd: path.join(root, app), stdio: 'inherit' });
  } catch {
    // rsbuild or esbuild has printed the errors; a stack trace of execSync would only hide them.
    console.error(`\nThe build of ${app} failed (errors above). Fix them and start again.`);
    process.exit(1);
  }
}
if (upToDate.length) console.log(`Up to date, not rebuilt: ${upToDate.join(', ')}`);
