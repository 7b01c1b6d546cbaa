/**
 * `semver` without a dependency of its own: the root package does not list it (the lockfile is
 * shared by every team), but the shell depends on it for its load-time range check, so we
 * borrow the shell's copy. That also means this tool and the shell judge ranges with the same
 * implementation. If `semver` ever becomes resolvable from the repository root, that copy wins.
 */
const path = require('node:path');
const { createRequire } = require('node:module');

function loadSemver() {
  try {
    return require('semver');
  } catch {
    const shellRequire = createRequire(path.join(__dirname, '..', '..', 'shell', 'package.json'));
    return shellRequire('semver');
  }
}

module.exports = loadSemver();
