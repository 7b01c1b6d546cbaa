#!/usr/bin/env node
// One remote's pipeline: build → its own tests → contract test against the deployed shell →
// publish to an immutable folder named by the build id → point mf-remotes.json at it.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const { contractProblems } = require('./contract-against-shell.cjs');
const { assertBuildId, folderOf, pointRemote, publishBuild, REMOTES } = require('./publish.cjs');
const { buildId: makeBuildId, defaults, sameOriginMap } = require('./settings.cjs');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    target: { type: 'string', default: defaults.target },
    'shell-manifest': { type: 'string', default: defaults.shellManifest },
    'base-url': { type: 'string', default: defaults.baseUrl },
    'build-id': { type: 'string' },
  },
});
const [remote] = positionals;
if (!REMOTES.includes(remote ?? '')) {
  console.error(
    `usage: pnpm deploy:remote <${REMOTES.join('|')}> [--target DIR] [--shell-manifest URL|FILE]`,
  );
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, '..', '..');
const appDir = path.join(root, folderOf(remote));
const buildId = values['build-id'] ?? makeBuildId(appDir);
const step = (text) => console.log(`\n▶ ${remote}: ${text}`);
const run = (command, args, env = {}) =>
  execFileSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });

try {
  assertBuildId(buildId);
  step(`build ${buildId}`);
  run('pnpm', ['--filter', `@gcw/${folderOf(remote)}`, 'build'], { MF_BUILD_VERSION: buildId });

  step('its own tests');
  run('pnpm', ['exec', 'jest', '--ci', '--selectProjects', folderOf(remote)]);

  step(`contract test against the deployed shell (${values['shell-manifest']})`);
  const problems = await contractProblems({
    remote,
    remoteManifestFile: path.join(appDir, 'dist', 'mf-manifest.json'),
    shellManifest: values['shell-manifest'],
  });
  if (problems.length)
    throw new Error(`not compatible with the deployed shell: ${problems.join('; ')}`);

  step(`publish to ${values.target}`);
  publishBuild({ target: values.target, remote, buildId, dist: path.join(appDir, 'dist') });
  const { previous, url } = pointRemote({
    target: values.target,
    remote,
    buildId,
    baseUrl: values['base-url'],
    initialMap: sameOriginMap(),
  });
  console.log(`\n✔ ${remote} ${buildId} is live at ${url} (was ${previous ?? 'not deployed'})`);
} catch (error) {
  console.error(`\n✘ ${remote}: deploy stopped, nothing was switched. ${error.message}`);
  process.exit(1);
}
