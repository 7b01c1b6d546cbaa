// `pnpm start` builds only what has no build yet, or whose build is older than its sources:
// a fresh clone builds everything once, a second start builds nothing (a few milliseconds of
// file dates), and an edited remote is rebuilt alone. Like make, it compares modification
// times, so a build made by `pnpm build` counts as well.
import { execSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const apps = ['shell', 'mfe-landing', 'mfe-auth', 'mfe-dashboard', 'mfe-admin'];

// Not inputs of a build: its output, installs, generated types, tests.
const SKIP_DIR = new Set([
  'node_modules',
  'dist',
  '@mf-types',
  '__tests__',
  'coverage',
  'test-results',
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
 * Newest modification time of the files in `dir`, and with `recurse` of everything below it,
 * folders included there (a deleted source file changes its folder's time). The top folders
 * themselves do not count: a build or a test run adds entries to them.
 */
function newest(dir, recurse, isTop = true) {
  let latest = isTop ? 0 : mtime(dir);
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return latest; // no such folder (an app without public/)
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (recurse && !SKIP_DIR.has(entry.name))
        latest = Math.max(latest, newest(full, true, false));
    } else if (!SKIP_FILE.test(entry.name)) {
      latest = Math.max(latest, mtime(full));
    }
  }
  return latest;
}

/** An app's build inputs: its config files, src/ and public/, the shared package, the lockfile. */
function sourcesTime(app) {
  const dir = path.join(root, app);
  const shared = path.join(root, 'shared');
  return Math.max(
    newest(dir, false),
    newest(path.join(dir, 'src'), true),
    newest(path.join(dir, 'public'), true),
    newest(shared, false),
    newest(path.join(shared, 'src'), true),
    mtime(path.join(root, 'pnpm-lock.yaml')),
    mtime(path.join(root, 'tsconfig.base.json')),
  );
}

const upToDate = [];
for (const app of apps) {
  const marker = path.join(root, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');
  const built = mtime(marker);
  if (built > 0 && built >= sourcesTime(app)) {
    upToDate.push(app);
    continue;
  }
  console.log(built ? `Rebuilding ${app} (sources changed since its build)…` : `Building ${app}…`);
  try {
    execSync('pnpm build', { cwd: path.join(root, app), stdio: 'inherit' });
  } catch {
    // rsbuild has printed the errors; a stack trace of execSync would only hide them.
    console.error(`\nThe build of ${app} failed (errors above). Fix them and start again.`);
    process.exit(1);
  }
}
if (upToDate.length) console.log(`Up to date, not rebuilt: ${upToDate.join(', ')}`);
