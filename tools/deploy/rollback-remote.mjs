#!/usr/bin/env node
// Points mf-remotes.json back at the build of a remote deployed before the current one, or,
// after its first deploy, at what the product served before it. The build's folder is still
// there (builds are immutable and never deleted by a deploy).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { assertPublished, switchRemote } = require('./publish.cjs');
const { rollbackTarget } = require('./rollback-target.cjs');
const { parseRemoteCommand, sameOriginMap } = require('./settings.cjs');

const { remote, values } = parseRemoteCommand('rollback:remote');
try {
  const back = rollbackTarget(values.target, remote);
  if (!back) throw new Error(`no earlier deploy to roll back to in ${values.target}`);
  if (back.buildId) assertPublished(values.target, remote, back.buildId);
  // The URL recorded when that build (or the map before the first deploy) was live, as it was.
  const { previous, url } = switchRemote({
    target: values.target,
    remote,
    url: back.url,
    buildId: back.buildId,
    initialMap: sameOriginMap(),
    action: 'rollback',
  });
  const what = back.buildId ?? 'what was served before its first deploy';
  console.log(`✔ ${remote} rolled back to ${what}: ${url ?? '(no entry)'} (was ${previous})`);
} catch (error) {
  console.error(`✘ ${remote}: ${error.message}`);
  process.exit(1);
}
