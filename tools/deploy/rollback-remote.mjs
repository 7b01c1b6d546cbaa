#!/usr/bin/env node
// Points mf-remotes.json back at the build of a remote deployed before the current one. The
// build's folder is still there (builds are immutable and never deleted by a deploy).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { pointRemote, previousBuild } = require('./publish.cjs');
const { parseRemoteCommand, sameOriginMap } = require('./settings.cjs');

const { remote, values } = parseRemoteCommand('rollback:remote');
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
