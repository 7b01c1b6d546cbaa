import { execFileSync } from 'node:child_process';

function gitShortSha(cwd: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=10', 'HEAD'], { cwd, encoding: 'utf8' })
      .trim()
      .replace(/[^0-9a-f]/g, '');
  } catch {
    return 'nogit';
  }
}

function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
}

/**
 * The id of one build of an app: `<package version>-<UTC time>-<commit>`, unless the pipeline
 * names it (`MF_BUILD_VERSION`, which Module Federation writes into `mf-manifest.json` as
 * `metaData.buildInfo.buildVersion`). Publishing uses it as the immutable folder name, and the
 * shell's diagnostics report it, so it is a safe path segment.
 */
export function ensureBuildId(packageVersion: string, cwd: string, now = new Date()): string {
  const given = process.env.MF_BUILD_VERSION;
  if (given && /^[0-9A-Za-z._-]{1,80}$/.test(given)) return given;
  const id = `${packageVersion}-${utcStamp(now)}-${gitShortSha(cwd)}`;
  process.env.MF_BUILD_VERSION = id;
  return id;
}
