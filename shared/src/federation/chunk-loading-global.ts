/**
 * The window property one build of a remote loads its chunks through (`output.chunkLoadingGlobal`).
 * A container adopts every chunk already pushed onto its array when it starts, so two builds of
 * one remote sharing a name would run each other's module factories (docs/adr/0025): each build
 * gets its own, from its build id. Both the remotes' build config and the shell use this name.
 */
export function chunkLoadingGlobalOf(remote: string, buildId: string): string {
  return `${chunkLoadingGlobalPrefixOf(remote)}${buildId.replace(/[^0-9A-Za-z_]/g, '_')}`;
}

/** What every chunk-loading global of a remote starts with (after the plain `chunk_<remote>`). */
export function chunkLoadingGlobalPrefixOf(remote: string): string {
  return `chunk_${remote}__`;
}

/**
 * Whether a window property is a chunk-loading array of this remote: of any of its builds, or
 * the `chunk_<remote>` the federation plugin names it by default (builds made before 0025).
 */
export function isChunkLoadingGlobalOf(remote: string, property: string): boolean {
  return property === `chunk_${remote}` || property.startsWith(chunkLoadingGlobalPrefixOf(remote));
}
