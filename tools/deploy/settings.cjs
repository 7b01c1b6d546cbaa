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

module.exports = { defaults, sameOriginMap };
