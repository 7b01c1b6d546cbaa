// The pnpm of `packageManager`, without a global install: the one on PATH when it is exactly
// that version, else a copy in `.tools/pnpm-<version>/` installed there once with npm.
// (corepack would be the usual way, but it cannot verify pnpm's signatures on the networks
// this project is built on: see the README.)
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

import { which, runTee } from './processes.mjs';
import { info, SetupError, since } from './report.mjs';

const STEP = (version) => `get pnpm ${version}`;

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function packageVersion(dir) {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
  } catch {
    return null;
  }
}

/** Version of a pnpm executable: from its package.json when it is the npm package, else asked. */
function versionOf(bin) {
  try {
    const real = realpathSync(bin);
    if (real.endsWith(path.join('bin', 'pnpm.cjs')))
      return packageVersion(path.dirname(path.dirname(real)));
  } catch {
    return null;
  }
  // Another kind of pnpm (a standalone binary, a corepack shim): ask it. A corepack shim must
  // not wait on a download prompt.
  const out = spawnSync(bin, ['--version'], {
    encoding: 'utf8',
    timeout: 10_000,
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...process.env, COREPACK_ENABLE_DOWNLOAD_PROMPT: '0' },
  });
  return out.status === 0 ? out.stdout.trim() : null;
}

/** How to run npm: the npm that runs `npm start`, else the one on PATH or beside node. */
function npmCommand() {
  const execpath = process.env.npm_execpath;
  if (execpath && /npm-cli\.js$/.test(execpath)) return [process.execPath, [execpath]];
  const onPath = which('npm') ?? which('npm', path.dirname(process.execPath));
  return onPath ? [onPath, []] : null;
}

export function npmRegistry() {
  const npm = npmCommand();
  if (!npm) return 'https://registry.npmjs.org/';
  const out = spawnSync(npm[0], [...npm[1], 'config', 'get', 'registry'], {
    encoding: 'utf8',
    timeout: 20_000,
  });
  return out.stdout?.trim() || 'https://registry.npmjs.org/';
}

export const NETWORK_ERROR =
  /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ESOCKETTIMEDOUT|ERR_SOCKET_TIMEOUT|ENETUNREACH|EHOSTUNREACH|network|FETCH_FAIL|self[- ]signed|certificate/i;

/** What to do when the registry could not be reached; `output` tells a TLS problem apart. */
export const networkTodo = (registry, output = '') => [
  ...(/SELF_SIGNED|self[- ]signed|certificate|UNABLE_TO_(GET|VERIFY)/i.test(output)
    ? [
        'The TLS certificate of the registry, or of a proxy in between, is not trusted by this Node.',
        'Give Node your CA bundle: `NODE_EXTRA_CA_CERTS=/path/to/ca.pem` (or `npm config set cafile',
        '/path/to/ca.pem`; npm reads its global config beside the node it runs on, so a second Node',
        'may not see the cafile of the first).',
      ]
    : []),
  `Check that the npm registry answers: \`npm ping\` (registry: ${registry}).`,
  'Behind a proxy: `npm config set proxy http://host:port` and `npm config set https-proxy http://host:port`',
  '(or HTTPS_PROXY); for a mirror: `npm config set registry <url>`. Then run the same command again:',
  'nothing half-installed is kept, and what was finished is reused.',
];

/**
 * Returns { bin, binDir }: `bin` is the pinned pnpm's executable; `binDir`, when not null,
 * must come first on the scripts' PATH (`searchPath`) so that their own `pnpm ...` calls find
 * the same pnpm. It only holds pnpm and pnpx, so it hides no other program.
 */
export async function resolvePnpm(root, version, searchPath) {
  const onPath = which('pnpm', searchPath);
  if (onPath && versionOf(onPath) === version) {
    info(`pnpm ${version}: ${onPath}`);
    return { bin: onPath, binDir: null };
  }

  const tools = path.join(root, '.tools');
  const home = path.join(tools, `pnpm-${version}`);
  const binDir = path.join(home, 'node_modules', '.bin');
  const cjs = path.join(home, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  if (existsSync(cjs) && packageVersion(path.join(home, 'node_modules', 'pnpm')) === version) {
    info(`pnpm ${version}: .tools/pnpm-${version} (already installed)`);
    return { bin: path.join(binDir, 'pnpm'), binDir };
  }

  const npm = npmCommand();
  if (!npm) {
    throw new SetupError(STEP(version), 'npm was not found (it comes with Node).', [
      'Install Node with its npm (https://nodejs.org), or install pnpm yourself:',
      `\`npm install -g pnpm@${version}\`, then run the same command again.`,
    ]);
  }
  // Into a scratch folder first, renamed into place only when complete: an interrupted
  // download never looks like an installed pnpm. Scratch folders of runs that are over go.
  mkdirSync(tools, { recursive: true });
  for (const name of readdirSync(tools)) {
    const pid = Number(/^\.partial-(\d+)$/.exec(name)?.[1]);
    if (pid && !alive(pid)) rmSync(path.join(tools, name), { recursive: true, force: true });
  }
  const partial = path.join(tools, `.partial-${process.pid}`);
  // The scratch folder is npm's project (its own package.json), not `--prefix`: with
  // --prefix npm also moves its global config to <prefix>/etc/npmrc and so loses settings
  // such as a `cafile` kept in the real one.
  mkdirSync(partial, { recursive: true });
  writeFileSync(path.join(partial, 'package.json'), '{ "private": true }\n');
  const started = Date.now();
  info(
    `pnpm ${version}: not on PATH; installing it into .tools/pnpm-${version} with npm (no global install)…`,
  );
  const result = await runTee(
    npm[0],
    [
      ...npm[1],
      'install',
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--loglevel=error',
      '--no-update-notifier',
      `pnpm@${version}`,
    ],
    { cwd: partial },
  );
  const partialCjs = path.join(partial, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  if (result.code !== 0 || !existsSync(partialCjs)) {
    rmSync(partial, { recursive: true, force: true });
    const registry = npmRegistry();
    if (NETWORK_ERROR.test(result.output)) {
      throw new SetupError(
        STEP(version),
        `npm could not download pnpm ${version} from ${registry}.`,
        networkTodo(registry, result.output),
      );
    }
    throw new SetupError(
      STEP(version),
      `\`npm install pnpm@${version}\` failed (its message is above).`,
      [
        'Fix what npm reports, or install pnpm yourself: `npm install -g pnpm@' + version + '`,',
        'then run the same command again.',
      ],
    );
  }
  rmSync(home, { recursive: true, force: true });
  try {
    renameSync(partial, home);
  } catch (error) {
    // A second set-up running at the same time finished first: use its copy.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(cjs)) throw error;
  }
  info(`pnpm ${version}: installed in ${since(started)}`);
  return { bin: path.join(binDir, 'pnpm'), binDir };
}
