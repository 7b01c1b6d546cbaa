import { areaOfPath } from '@gcw/shared/federation';

import { parseObject, readCached, readObjectCached, remoteFileReader } from './remote-files';
import type { StaticMount } from './static-files';

/** Where a remote's build puts its prerendered pages, next to its mf-manifest.json. */
const PRERENDER_DIR = 'prerender';
const SHELL_ASSETS_MARKER = '<!--gcw:shell-assets-->';
const SHELL_ASSETS_ID = 'gcw-shell-assets';

export interface PrerenderedPagesOptions {
  /** The live remotes map (mf-remotes.json), read on every request like the shell reads it. */
  remotesFile?: string;
  /** Or the map already read (the one the host serves this browser, canaries included). */
  remotesMap?: Record<string, unknown> | null;
  mounts: StaticMount[];
  /** The shell's built index.html: its scripts and styles boot the app behind the page. */
  shellIndexFile: string;
}

/** The shell's own scripts and styles, in the order its index.html loads them. */
function shellAssetsOf(indexHtml: string) {
  const scripts = [...indexHtml.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((m) => m[1]);
  // Attributes come in any order: find each <link>, then its rel and href.
  const styles = [...indexHtml.matchAll(/<link\b[^>]*>/g)]
    .filter(([tag]) => /\brel="stylesheet"/.test(tag))
    .map(([tag]) => /\bhref="([^"]+)"/.exec(tag)?.[1])
    .filter((href): href is string => href !== undefined);
  return { scripts, styles };
}

/** Reads a file of the remote's prerender folder (see remote-files.ts). */
function prerenderReader(manifestUrl: string, mounts: StaticMount[]) {
  const read = remoteFileReader(manifestUrl, mounts);
  return read && ((file: string) => read(`${PRERENDER_DIR}/${file}`));
}

/**
 * The prerendered page for a navigation, from the build of the remote that owns the path
 * (the landing's `/` and `/about`, the auth remote's sign-in and register pages), the build the
 * live map names right now (so `pnpm deploy:remote <remote>` changes it, no shell build), with the
 * shell's assets written in. The build is read from disk when the map points into a mount, or
 * fetched (cached a few seconds) when it lives on its own origin. Null when that build
 * prerendered nothing for the path or cannot be read: the caller then answers the shell's
 * index.html, as before prerendering existed.
 */
export async function prerenderedPage(
  pathname: string,
  options: PrerenderedPagesOptions,
): Promise<string | null> {
  try {
    const map =
      (options.remotesFile ? readObjectCached(options.remotesFile) : options.remotesMap) ?? {};
    const manifestUrl = map[areaOfPath(pathname).remote];
    if (typeof manifestUrl !== 'string') return null;
    const read = prerenderReader(manifestUrl, options.mounts);
    if (!read) return null;
    const pages = parseObject(await read('pages.json')) ?? {};
    const file = pages[pathname.replace(/(.)\/$/, '$1')];
    if (typeof file !== 'string' || !/^[\w.-]+\.html$/.test(file)) return null;
    const html = await read(file);
    const shellIndex = readCached(options.shellIndexFile);
    if (!html || !shellIndex || !html.includes(SHELL_ASSETS_MARKER)) return null;
    const assets = JSON.stringify(shellAssetsOf(shellIndex)).replace(/</g, '\\u003c');
    return html.replace(
      SHELL_ASSETS_MARKER,
      `<script type="application/json" id="${SHELL_ASSETS_ID}">${assets}</script>`,
    );
  } catch {
    return null;
  }
}
