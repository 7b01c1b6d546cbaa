const path = require('node:path');
const { parseArgs } = require('node:util');

const { REMOTES, folderOf } = require('./publish.cjs');

const root = path.resolve(__dirname, '..', '..');

/**
 * The defaults match `pnpm start` with DEPLOY_DIR unset → `deploy/` at the repository root.
 * The shell to check against has no default here: it is the running product's
 * (deployed-shell.cjs).
 */
const defaults = {
  target: path.resolve(process.env.DEPLOY_DIR ?? path.join(root, 'deploy')),
  baseUrl: '/deployed',
};

/** Before a remote's first deploy, the others keep the builds `pnpm start` serves. */
function sameOriginMap() {
  return Object.fromEntries(
    REMOTES.map((name) => [name, `/remotes/${folderOf(name)}/mf-manifest.json`]),
  );
}

/**
 * The command line of both deploy commands: `<remote> [--target DIR] [--base-url URL]` plus
 * the command's own options; a missing or unknown remote prints the usage and exits 2.
 */
function parseRemoteCommand(command, extraOptions = {}, extraUsage = '') {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      target: { type: 'string', default: defaults.target },
      'base-url': { type: 'string', default: defaults.baseUrl },
      ...extraOptions,
    },
  });
  const [remote] = positionals;
  if (!REMOTES.includes(remote ?? '')) {
    console.error(`usage: pnpm ${command} <${REMOTES.join('|')}> [--target DIR]${extraUsage}`);
    process.exit(2);
  }
  return { remote, values };
}

module.exports = { defaults, parseRemoteCommand, sameOriginMap };
