const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const { REMOTES, folderOf } = require('./publish.cjs');

const root = path.resolve(__dirname, '..', '..');

/** The defaults match `pnpm start` with DEPLOY_DIR unset → `deploy/` at the repository root. */
const defaults = {
  target: path.resolve(process.env.DEPLOY_DIR ?? path.join(root, 'deploy')),
  shellManifest: process.env.SHELL_MANIFEST ?? path.join(root, 'shell', 'dist', 'mf-manifest.json'),
  baseUrl: '/deployed',
};

/** Before a remote's first deploy, the others keep the builds `pnpm start` serves. */
function sameOriginMap() {
  return Object.fromEntries(
    REMOTES.map((name) => [name, `/remotes/${folderOf(name)}/mf-manifest.json`]),
  );
}

/** `<version>-<UTC time>-<commit>`, the same form as the builds' own ids. */
function buildId(appDir) {
  const { version } = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\..*$/, '')
    .replace('T', '-');
  let sha = 'nogit';
  try {
    sha = execFileSync('git', ['rev-parse', '--short=10', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
  } catch {
    // not a checkout
  }
  return `${version}-${stamp}-${sha}`;
}

module.exports = { buildId, defaults, sameOriginMap };
