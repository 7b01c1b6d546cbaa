import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { WORKSPACE_ROOT } from './bench-config';
import { bytesBySource } from './source-map-sizes';
import type { RawSourceMap } from './source-map-sizes';

/** One JS chunk: its gzip size and the gzip bytes each original module takes in it. */
export interface ChunkModules {
  /** `<build>/<chunk stem>`, e.g. `mfe-landing/static/js/async/s`. */
  name: string;
  gzipBytes: number;
  /** Module key (see {@link moduleIdentity}) → estimated gzip bytes in this chunk. */
  modules: Map<string, number>;
  libraryOf: Map<string, string>;
}

export interface Duplication {
  /** Sum over modules found in more than one chunk of their gzip bytes beyond the largest copy. */
  bytes: number;
  byLibrary: Record<string, number>;
  /** The modules with the most duplicated bytes, to show where to look. */
  top: { module: string; bytes: number; chunks: string[] }[];
}

/**
 * A module's identity across builds: the path after the last `node_modules/` (so the same file
 * of a package is one module whichever app bundled it), or the path in the workspace. Bundler
 * runtime code (`webpack://...`, generated templates) is no module: every container has its own.
 */
export function moduleIdentity(source: string, mapDir: string) {
  if (/^[a-z]+:\/\//.test(source)) return null;
  const resolved = path.resolve(mapDir, source);
  const inPackages = resolved.lastIndexOf('/node_modules/');
  if (inPackages >= 0) {
    const key = resolved.slice(inPackages + '/node_modules/'.length);
    const parts = key.split('/');
    const library = key.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? key);
    return { key, library };
  }
  const key = path.relative(WORKSPACE_ROOT, resolved);
  if (key.startsWith('..') || !existsSync(resolved)) return null;
  return { key, library: `@gcw/${key.split('/')[0]}` };
}

/** The chunk's name without its content hash: the same chunk in a build with source maps. */
export function chunkStem(relativePath: string) {
  return relativePath.replace(/\.[0-9a-f]{6,}(?=\.js$)/, '');
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(dir, file));
}

/** Every JS chunk of a build made with source maps, by {@link chunkStem} of its path. */
export function chunksOfBuild(dist: string, build: string): Map<string, ChunkModules> {
  const chunks = new Map<string, ChunkModules>();
  for (const file of jsFiles(dist)) {
    if (!existsSync(`${file}.map`)) continue;
    const code = readFileSync(file, 'utf8');
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap;
    // The comment is what the product's own chunk lacks: size the chunk without it.
    const shipped = code.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '');
    const gzipBytes = gzipSync(shipped).length;
    const perUnit = gzipBytes / Math.max(1, shipped.length);
    const modules = new Map<string, number>();
    const libraryOf = new Map<string, string>();
    for (const [index, units] of bytesBySource(code, map)) {
      const identity =
        index >= 0 ? moduleIdentity(map.sources[index] ?? '', path.dirname(file)) : null;
      if (!identity) continue;
      modules.set(identity.key, (modules.get(identity.key) ?? 0) + units * perUnit);
      libraryOf.set(identity.key, identity.library);
    }
    const stem = chunkStem(path.relative(dist, file));
    chunks.set(stem, { name: `${build}/${stem}`, gzipBytes, modules, libraryOf });
  }
  return chunks;
}

const TOP_MODULES = 15;

/** Bytes of modules present in more than one of these chunks, beyond the largest copy of each. */
export function duplication(chunks: ChunkModules[]): Duplication {
  const copies = new Map<string, { sizes: number[]; library: string; chunks: string[] }>();
  for (const chunk of chunks) {
    for (const [key, bytes] of chunk.modules) {
      const library = chunk.libraryOf.get(key) ?? key;
      const entry = copies.get(key) ?? { sizes: [], library, chunks: [] };
      entry.sizes.push(bytes);
      entry.chunks.push(chunk.name);
      copies.set(key, entry);
    }
  }
  const result: Duplication = { bytes: 0, byLibrary: {}, top: [] };
  for (const [module, { sizes, library, chunks: holders }] of copies) {
    if (sizes.length < 2) continue;
    const extra = sizes.reduce((a, b) => a + b, 0) - Math.max(...sizes);
    result.bytes += extra;
    result.byLibrary[library] = (result.byLibrary[library] ?? 0) + extra;
    result.top.push({ module, bytes: Math.round(extra), chunks: holders });
  }
  result.top = result.top.sort((a, b) => b.bytes - a.bytes).slice(0, TOP_MODULES);
  result.bytes = Math.round(result.bytes);
  for (const library of Object.keys(result.byLibrary)) {
    result.byLibrary[library] = Math.round(result.byLibrary[library] ?? 0);
  }
  return result;
}
