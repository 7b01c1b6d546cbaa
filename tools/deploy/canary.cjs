const path = require('node:path');

const {
  assertPublished,
  assertRemote,
  historyFile,
  manifestUrl,
  readJson,
  readJsonObject,
  remotesFile,
  switchRemote,
  writeJsonAtomically,
} = require('./publish.cjs');

/**
 * `DEPLOY_DIR/canary.json`: the canaries running now, one per remote at most, keyed by remote
 * (`{ "mfe_landing": { remote, buildId, url, share, startedAt } }`). The product host reads it
 * beside the map and serves `url` instead of the map's entry to `share` % of browsers.
 */
const canaryFile = (target) => path.join(target, 'canary.json');

const readCanaries = (target) => readJsonObject(canaryFile(target));

/** `--canary 10` → 10: a whole percentage of browsers, 1 to 100. */
function parseShare(text) {
  const share = Number(text);
  if (!/^\d{1,3}$/.test(String(text ?? '')) || share < 1 || share > 100) {
    throw new Error(`--canary takes the share of browsers in percent, 1 to 100 (got "${text}")`);
  }
  return share;
}

/** Refuses a second canary (or a plain deploy) of a remote while one is running. */
function assertNoCanary(target, remote) {
  const running = readCanaries(target)[remote];
  if (!running) return;
  throw new Error(
    `a canary of ${remote} (build ${running.buildId}, ${running.share} %, since ` +
      `${running.startedAt}) is running: end it first with ` +
      `pnpm deploy:remote ${remote} --promote or --abort`,
  );
}

function appendHistory(target, entry) {
  const history = readJson(historyFile(target), []);
  history.push({ ...entry, at: new Date().toISOString() });
  writeJsonAtomically(historyFile(target), history);
}

function writeCanaries(target, canaries) {
  writeJsonAtomically(canaryFile(target), canaries);
}

/**
 * Records a published build as the remote's canary at `share` %; the map is left as it is.
 * The history entry's `previous` is the build the map serves everyone else.
 */
function startCanary({ target, remote, buildId, baseUrl, share }) {
  assertPublished(target, remote, buildId);
  assertNoCanary(target, remote);
  const canary = {
    remote,
    buildId,
    url: manifestUrl(baseUrl, remote, buildId),
    share: parseShare(share),
    startedAt: new Date().toISOString(),
  };
  writeCanaries(target, { ...readCanaries(target), [remote]: canary });
  const previous = readJson(remotesFile(target), {})[remote] ?? null;
  const { url, share: percent } = canary;
  appendHistory(target, { remote, buildId, url, previous, action: 'canary', share: percent });
  return canary;
}

function runningCanary(target, remote) {
  assertRemote(remote);
  const canary = readCanaries(target)[remote];
  if (!canary) throw new Error(`no canary of ${remote} is running in ${target}`);
  return canary;
}

function dropCanary(target, remote) {
  const { [remote]: _ended, ...others } = readCanaries(target);
  writeCanaries(target, others);
}

/**
 * Points the map at the canary's build (recorded as `promote`, which rollback treats like a
 * deploy), then ends the canary: between the two steps both name the same build.
 */
function promoteCanary({ target, remote, initialMap = {} }) {
  const canary = runningCanary(target, remote);
  assertPublished(target, remote, canary.buildId);
  const switched = switchRemote({
    target,
    remote,
    url: canary.url,
    buildId: canary.buildId,
    initialMap,
    action: 'promote',
  });
  dropCanary(target, remote);
  return { canary, ...switched };
}

/** Ends the canary; the map (what everyone else is served) stays as it is. */
function abortCanary({ target, remote }) {
  const canary = runningCanary(target, remote);
  dropCanary(target, remote);
  const current = readJson(remotesFile(target), {})[remote] ?? null;
  const { buildId, url } = canary;
  appendHistory(target, { remote, buildId, url, previous: current, action: 'abort' });
  return { canary, current };
}

module.exports = {
  abortCanary,
  assertNoCanary,
  canaryFile,
  parseShare,
  promoteCanary,
  readCanaries,
  startCanary,
};
