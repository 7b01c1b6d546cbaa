import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import type { StaticMount } from './static-files';

const fileCache = new Map<string, { mtimeMs: number; text: string }>();

/** A file's text, read again only when it changed on disk; null when it is missing. */
export function readCached(file: string): string | null {
  if (!existsSync(file)) return null;
  const { mtimeMs } = statSync(file);
  const hit = fileCache.get(file);
  if (hit?.mtimeMs === mtimeMs) return hit.text;
  const text = readFileSync(file, 'utf8');
  fileCache.set(file, { mtimeMs, text });
  return text;
}

/** A JSON object's value, or null for anything else (missing, not JSON, not an object). */
export function parseObject(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const objectCache = new Map<string, { text: string; value: Record<string, unknown> | null }>();

/** A JSON object file (the remotes map, the app config), parsed again only when it changed. */
export function readObjectCached(file: string): Record<string, unknown> | null {
  const text = readCached(file);
  if (text === null) return null;
  const hit = objectCache.get(file);
  if (hit?.text === text) return hit.value;
  const value = parseObject(text);
  objectCache.set(file, { text, value });
  return value;
}

/** How long a file fetched from a remote's own origin is reused before it is asked again. */
const REMOTE_TTL_MS = 5_000;
const fetched = new Map<string, { at: number; text: string | null }>();

async function fetchCached(url: string): Promise<string | null> {
  const hit = fetched.get(url);
  if (hit && Date.now() - hit.at < REMOTE_TTL_MS) return hit.text;
  let text: string | null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    text = response.ok ? await response.text() : null;
  } catch {
    text = null;
  }
  fetched.set(url, { at: Date.now(), text });
  return text;
}

/** The folder on disk behind a same-origin manifest URL, or null (no mount, or outside it). */
function remoteDirOf(manifestUrl: string, mounts: StaticMount[]): string | null {
  const mount = mounts.find((m) => manifestUrl.startsWith(m.prefix));
  if (!mount) return null;
  const rest = path.posix.dirname(manifestUrl.slice(mount.prefix.length));
  const dir = path.resolve(mount.root, rest);
  // A map entry with `..` must not reach outside the mount.
  return dir === mount.root || dir.startsWith(mount.root + path.sep) ? dir : null;
}

/**
 * Reads files of a remote's build, relative to its manifest: from disk when the manifest URL
 * points into one of the host's mounts, over HTTP (cached a few seconds) when the remote lives
 * on its own origin. Null when the manifest URL is neither.
 */
export function remoteFileReader(manifestUrl: string, mounts: StaticMount[]) {
  if (/^https?:\/\//.test(manifestUrl)) {
    return (file: string) => fetchCached(new URL(file, manifestUrl).href);
  }
  const dir = manifestUrl.startsWith('/') ? remoteDirOf(manifestUrl, mounts) : null;
  if (!dir) return null;
  return async (file: string) => {
    const target = path.resolve(dir, file);
    return target.startsWith(dir + path.sep) ? readCached(target) : null;
  };
}
