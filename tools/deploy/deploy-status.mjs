#!/usr/bin/env node
// What DEPLOY_DIR serves now: per remote its current build and any running canary (share, age),
// then the last entries of deploy-history.json. Reads only; changes nothing.
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const { readCanaries } = require('./canary.cjs');
const { REMOTES, historyFile, readJson, remotesFile } = require('./publish.cjs');
const { defaults } = require('./settings.cjs');

const { values } = parseArgs({
  options: {
    target: { type: 'string', default: defaults.target },
    history: { type: 'string', default: '5' },
  },
});

/** `95 min` → `1 h 35 min`: how long a canary has been running. */
function age(since, now) {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (Number.isNaN(minutes)) return 'unknown time';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const parts = [days && `${days} d`, (days || hours) && `${hours} h`, `${minutes % 60} min`];
  return parts.filter(Boolean).join(' ');
}

try {
  const target = values.target;
  const map = readJson(remotesFile(target), {});
  const history = readJson(historyFile(target), []);
  const canaries = readCanaries(target);
  const now = Date.now();
  console.log(`Deploys in ${target}\n`);
  for (const remote of REMOTES) {
    const url = map[remote];
    // The build id of the URL the map names: the last switch that pointed there.
    const switched = history.findLast((entry) => entry.remote === remote && entry.url === url);
    const build = url ? (switched?.buildId ?? 'not deployed here') : 'no entry';
    console.log(`${remote}: ${build}${url ? ` (${url})` : ''}`);
    const canary = canaries[remote];
    if (canary) {
      const started = `${age(canary.startedAt, now)} ago`;
      console.log(`  canary ${canary.buildId} for ${canary.share} % of browsers, since ${started}`);
      console.log(`    (${canary.url})`);
    }
  }
  const count = Math.max(0, Number.parseInt(values.history, 10) || 0);
  const last = count ? history.slice(-count) : [];
  console.log(`\nLast ${last.length} of ${history.length} history entries:`);
  for (const entry of last) {
    const share = entry.share ? ` ${entry.share} %` : '';
    const build = entry.buildId ?? entry.url ?? '(no entry)';
    console.log(`  ${entry.at}  ${entry.remote}  ${entry.action}${share}  ${build}`);
  }
} catch (error) {
  console.error(`✘ deploy:status: ${error.message}`);
  process.exit(1);
}
