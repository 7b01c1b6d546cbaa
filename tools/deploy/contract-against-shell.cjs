const fs = require('node:fs');

const semver = require('../contract/semver.cjs');

async function readManifest(source) {
  if (!/^https?:\/\//.test(source)) return JSON.parse(fs.readFileSync(source, 'utf8'));
  let response;
  try {
    // A product that does not answer stops the deploy instead of hanging it.
    response = await fetch(source, { cache: 'no-store', signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    const reason = error.cause?.message ?? error.message;
    throw new Error(`the deployed shell's manifest ${source} could not be read: ${reason}`, {
      cause: error,
    });
  }
  if (!response.ok) throw new Error(`${source} answered ${response.status}`);
  try {
    return await response.json();
  } catch (error) {
    throw new Error(`${source} did not answer a manifest (JSON): ${error.message}`, {
      cause: error,
    });
  }
}

/** `2.9.2` → `2.9`: a container runs on the shell's federation runtime of the same minor line. */
const minorLine = (version) => String(version).split('.').slice(0, 2).join('.');

const contractOf = (manifest) =>
  (manifest.shared ?? []).find((entry) => entry.name === '@gcw/shared') ?? null;

/**
 * The check the shell makes at load time, made before publishing: the remote's new manifest
 * is its own, exposes `./routes`, declares a contract range the deployed shell satisfies, and
 * was built with the Module Federation line whose runtime the deployed shell provides.
 * Returns a list of problems (empty: compatible).
 */
async function contractProblems({ remote, remoteManifestFile, shellManifest }) {
  const built = JSON.parse(fs.readFileSync(remoteManifestFile, 'utf8'));
  const shell = await readManifest(shellManifest);
  const problems = [];
  const name = built.metaData?.name ?? built.name;
  if (name !== remote) problems.push(`the build is the manifest of ${name}, not ${remote}`);
  if (!(built.exposes ?? []).some((expose) => expose.path === './routes')) {
    problems.push('the build does not expose ./routes');
  }
  const wanted = contractOf(built)?.requiredVersion;
  const found = contractOf(shell)?.version;
  if (!wanted || !semver.validRange(wanted)) {
    problems.push('the build declares no @gcw/shared range');
  } else if (!found) {
    problems.push(`${shellManifest} does not say which @gcw/shared the shell provides`);
  } else if (!semver.satisfies(found, wanted)) {
    problems.push(`the build needs @gcw/shared ${wanted}; the deployed shell provides ${found}`);
  }
  const builtWith = built.metaData?.pluginVersion;
  const runtime = shell.metaData?.pluginVersion;
  if (builtWith && runtime && minorLine(builtWith) !== minorLine(runtime)) {
    problems.push(
      `the build was made with Module Federation ${builtWith}; the deployed shell runs ${runtime}`,
    );
  }
  return problems;
}

module.exports = { contractProblems };
