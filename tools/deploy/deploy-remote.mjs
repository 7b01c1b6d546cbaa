#!/usr/bin/env node
// One remote's pipeline: build → its own tests → contract test against the deployed shell →
// publish to an immutable folder named by the build id → point mf-remotes.json at it, or,
// with --canary <share>, record the build as a canary served to that share of browsers
// (canary.json). --promote / --abort end a running canary without building anything.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const {
  abortCanary,
  assertNoCanary,
  parseShare,
  promoteCanary,
  startCanary,
} = require('./canary.cjs');
const { contractProblems } = require('./contract-against-shell.cjs');
const { writeDeploySettings } = require('./deploy-settings.cjs');
const { deployedShellManifest } = require('./deployed-shell.cjs');
const { assertBuildId, folderOf, pointRemote, publishBuild } = require('./publish.cjs');
const { parseRemoteCommand, sameOriginMap } = require('./settings.cjs');

const { remote, values } = parseRemoteCommand(
  'deploy:remote',
  {
    'product-url': { type: 'string' },
    'target-url': { type: 'string' },
    'shell-manifest': { type: 'string' },
    'build-id': { type: 'string' },
    canary: { type: 'string' },
    promote: { type: 'boolean' },
    abort: { type: 'boolean' },
  },
  ' [--product-url URL | --shell-manifest URL|FILE] [--build-id ID] [--canary PERCENT]\n' +
    `       pnpm deploy:remote <remote> --promote | --abort [--target DIR]`,
);

const root = path.resolve(import.meta.dirname, '..', '..');
const appDir = path.join(root, folderOf(remote));
const requestedId = values['build-id'];
const productUrlFlag = values['product-url'] ?? values['target-url'];
const step = (text) => console.log(`\n▶ ${remote}: ${text}`);
const run = (command, args, env = {}) =>
  execFileSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });

/** --promote / --abort: no build; the canary ends (promoted: the map now names its build). */
function endCanary() {
  if (values.promote && values.abort) throw new Error('--promote and --abort exclude each other');
  if (values.promote) {
    const { canary, previous } = promoteCanary({
      target: values.target,
      remote,
      initialMap: sameOriginMap(),
    });
    console.log(`✔ ${remote} canary ${canary.buildId} promoted: live at ${canary.url} for all`);
    console.log(`  (was ${previous ?? 'not deployed'}); the canary has ended`);
    return;
  }
  const { canary, current } = abortCanary({ target: values.target, remote });
  console.log(
    `✔ ${remote} canary ${canary.buildId} aborted; everyone gets ${current ?? 'the map'}`,
  );
}

if (values.promote || values.abort) {
  try {
    if (values.canary !== undefined) throw new Error('--canary starts a canary; it cannot end one');
    endCanary();
  } catch (error) {
    console.error(`✘ ${remote}: ${error.message}`);
    process.exit(1);
  }
  process.exit(0);
}
const share = values.canary;

try {
  if (requestedId) assertBuildId(requestedId);
  if (share !== undefined) parseShare(share);
  // One canary per remote; a plain deploy under a running canary would leave it half-judged.
  assertNoCanary(values.target, remote);
  // Known before the build starts: a deploy that cannot be checked is not begun.
  const shell = deployedShellManifest({ flags: values, target: values.target });
  step('build');
  // The build names itself (tools/build-config/src/build-id.ts) unless the id is given.
  run('pnpm', ['--filter', `@gcw/${folderOf(remote)}`, 'build'], {
    ...(requestedId ? { MF_BUILD_VERSION: requestedId } : {}),
  });
  const manifestFile = path.join(appDir, 'dist', 'mf-manifest.json');
  const buildId = JSON.parse(readFileSync(manifestFile, 'utf8')).metaData.buildInfo.buildVersion;
  assertBuildId(buildId);

  step('its own tests');
  run('pnpm', ['--filter', `@gcw/${folderOf(remote)}`, 'test']);

  step(`contract test against the deployed shell (${shell.source}, from ${shell.from})`);
  const problems = await contractProblems({
    remote,
    remoteManifestFile: manifestFile,
    shellManifest: shell.source,
  });
  if (problems.length)
    throw new Error(`not compatible with the deployed shell: ${problems.join('; ')}`);

  step(`publish to ${values.target}`);
  publishBuild({ target: values.target, remote, buildId, dist: path.join(appDir, 'dist') });
  if (share !== undefined) {
    const canary = startCanary({
      target: values.target,
      remote,
      buildId,
      baseUrl: values['base-url'],
      share,
    });
    if (productUrlFlag) writeDeploySettings(values.target, { productUrl: productUrlFlag });
    console.log(
      `\n✔ ${remote} build ${buildId} is a canary at ${canary.url} for ${canary.share} %`,
    );
    console.log(`  of browsers; end it with --promote or --abort (pnpm deploy:status shows it)`);
    process.exit(0);
  }
  const { previous, url } = pointRemote({
    target: values.target,
    remote,
    buildId,
    baseUrl: values['base-url'],
    initialMap: sameOriginMap(),
  });
  // The product named on the command line is the one this folder feeds: the next deploy
  // checks against it without being told.
  if (productUrlFlag) writeDeploySettings(values.target, { productUrl: productUrlFlag });
  console.log(
    `\n✔ ${remote} build ${buildId} is live at ${url} (was ${previous ?? 'not deployed'})`,
  );
} catch (error) {
  console.error(`\n✘ ${remote}: deploy stopped, nothing was switched. ${error.message}`);
  process.exit(1);
}
