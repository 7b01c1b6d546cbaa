#!/usr/bin/env node
// Points mf-remotes.json back at the build of a remote deployed before the current one. The
// build's folder is still there (builds are immutable and never deleted by a deploy).
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const { pointRemote, previousBuild, REMOTES } = require('./publish.cjs');
const { defaults, sameOriginMap } = require('./settings.cjs');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    target: { type: 'string', default: defaults.target },
    'base-url': { type: 'string', default: defaults.baseUrl },
  },
});
const [remote] = positionals;
if (!REMOTES.includes(remote ?? '')) {
  console.error(`usage: pnpm rollback:remote <${REMOTES.join('|')}> [--target DIR]`);
  process.exit(2);
}
const buildId = previousBuild(values.target, remote);
if (!buildId) {
  console.error(`✘ ${remote}: no earlier deploy to roll back to in ${values.target}`);
  process.exit(1);
}
const { previous, url } = pointRemote({
  target: values.target,
  remote,
  buildId,
  baseUrl: values['base-url'],
  initialMap: sameOriginMap(),
  action: 'rollback',
});
console.log(`✔ ${remote} rolled back to ${buildId}: ${url} (was ${previous})`);
