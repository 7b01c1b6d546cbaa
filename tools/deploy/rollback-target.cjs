const { historyFile, readJson, remotesFile } = require('./publish.cjs');

/**
 * Where a rollback of a remote goes: the build deployed before the current one, or, back from
 * the first deploy, what the product served before it (that deploy's `previous`: the
 * same-origin `/remotes/<folder>/mf-manifest.json` of `pnpm start`, or whatever the map said,
 * `null` when it had no entry). Rollbacks in the history are skipped, so repeated rollbacks
 * walk further back. `{ buildId, url }` (`buildId` null for the URL served before the first
 * deploy), or null when there is nowhere to go. A promoted canary counts as a deploy.
 */
function rollbackTarget(target, remote) {
  const map = readJson(remotesFile(target), {});
  const current = map[remote] ?? null;
  const deploys = readJson(historyFile(target), []).filter(
    (entry) => entry.remote === remote && ['deploy', 'promote'].includes(entry.action),
  );
  if (deploys.length === 0) return null;
  const steps = [
    { buildId: null, url: deploys[0].previous ?? null },
    ...deploys.map(({ buildId, url }) => ({ buildId, url })),
  ];
  const currentIndex = steps.map((step) => step.url).lastIndexOf(current);
  const candidates = steps.slice(0, currentIndex === -1 ? steps.length : currentIndex);
  return candidates.reverse().find((step) => step.url !== current) ?? null;
}

module.exports = { rollbackTarget };
