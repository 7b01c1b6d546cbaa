const fs = require('node:fs');
const path = require('node:path');

/** Container name to workspace folder: `mfe_landing` → `mfe-landing`. */
const folderOf = (remote) => remote.replace('_', '-');

const REMOTES = ['mfe_landing', 'mfe_auth', 'mfe_dashboard', 'mfe_admin'];

function assertRemote(remote) {
  if (!REMOTES.includes(remote)) {
    throw new Error(`Unknown remote "${remote}": one of ${REMOTES.join(', ')}`);
  }
}

/** A build id is a folder name: nothing that could climb out of the deploy directory. */
function assertBuildId(buildId) {
  if (!/^[0-9A-Za-z._-]{1,80}$/.test(buildId) || buildId.startsWith('.')) {
    throw new Error(`Build id "${buildId}" is not a safe folder name`);
  }
}

function readJson(file, fallback) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return fallback;
    throw new Error(`${file} is not valid JSON: ${error.message}`, { cause: error });
  }
}

/** A settings-like file: a JSON object, `{}` while it does not exist. */
function readJsonObject(file) {
  const value = readJson(file, {});
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`${file} must be a JSON object`);
  }
  return value;
}

/** Write to a temporary file beside the target, then rename: readers see old or new, never half. */
function writeJsonAtomically(file, value) {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

const remotesFile = (target) => path.join(target, 'mf-remotes.json');
const historyFile = (target) => path.join(target, 'deploy-history.json');

/** Where a published build's manifest is served: `<baseUrl>/<folder>/<buildId>/mf-manifest.json`. */
function manifestUrl(baseUrl, remote, buildId) {
  return `${baseUrl.replace(/\/$/, '')}/${folderOf(remote)}/${buildId}/mf-manifest.json`;
}

/**
 * Copies a remote's build into `<target>/remotes/<folder>/<buildId>/`. A build id is published
 * once: the folder is immutable, so tabs still running that build keep finding its chunks.
 */
function publishBuild({ target, remote, buildId, dist }) {
  assertRemote(remote);
  assertBuildId(buildId);
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
    throw new Error(`${dist} has no mf-manifest.json: build the remote first`);
  }
  const destination = path.join(target, 'remotes', folderOf(remote), buildId);
  if (fs.existsSync(destination)) {
    throw new Error(`${remote} build ${buildId} is already published; builds are immutable`);
  }
  const staging = `${destination}.staging-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(dist, staging, { recursive: true });
  fs.renameSync(staging, destination);
  return destination;
}

/**
 * Points `mf-remotes.json`'s entry of a remote at `url` (none: the entry is removed, as it was
 * before a first deploy into a map without it) and records the switch with what it replaced,
 * so rollback knows where to go back to. `initialMap` fills a missing file (the other remotes
 * keep their URLs, and the first deploy records the URL the product served before it).
 */
function switchRemote({ target, remote, url, buildId = null, initialMap = {}, action }) {
  assertRemote(remote);
  const map = readJson(remotesFile(target), { ...initialMap });
  const previous = map[remote] ?? null;
  if (url === null) delete map[remote];
  else map[remote] = url;
  writeJsonAtomically(remotesFile(target), map);
  const history = readJson(historyFile(target), []);
  history.push({ remote, buildId, url, previous, action, at: new Date().toISOString() });
  writeJsonAtomically(historyFile(target), history);
  return { previous, url };
}

function assertPublished(target, remote, buildId) {
  assertRemote(remote);
  assertBuildId(buildId);
  const published = path.join(target, 'remotes', folderOf(remote), buildId, 'mf-manifest.json');
  if (!fs.existsSync(published)) throw new Error(`${remote} build ${buildId} is not published`);
}

/** Points `mf-remotes.json` at a published build (never at one that is not there). */
function pointRemote({ target, remote, buildId, baseUrl, initialMap = {}, action = 'deploy' }) {
  assertPublished(target, remote, buildId);
  const url = manifestUrl(baseUrl, remote, buildId);
  return switchRemote({ target, remote, url, buildId, initialMap, action });
}

module.exports = {
  REMOTES,
  assertBuildId,
  assertPublished,
  assertRemote,
  folderOf,
  manifestUrl,
  pointRemote,
  publishBuild,
  readJson,
  readJsonObject,
  remotesFile,
  historyFile,
  switchRemote,
  writeJsonAtomically,
};
