/**
 * The singletons of ARCHITECTURE.md, shared by every app through Module Federation. The
 * trailing-slash keys cover deep imports (`react-dom/client`, `@mui/material/Box`, ...), which
 * are separate share keys from the package root.
 */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@mui/material',
  '@mui/system',
  '@emotion/react',
  '@emotion/styled',
  'notistack',
  '@gcw/shared',
] as const;

/**
 * The entries of `@gcw/shared` that hold state or are re-exported by its root: each is a share
 * key of its own, carrying the contract's version and range like the root, so a page has one
 * store whether a remote imports `@gcw/shared` or `@gcw/shared/store`.
 */
export const SHARED_ENTRY_KEYS = [
  '@gcw/shared/store',
  '@gcw/shared/ui',
  '@gcw/shared/format',
] as const;

const DEEP_IMPORT_PACKAGES = [
  'react',
  'react-dom',
  '@reduxjs/toolkit',
  '@mui/material',
  '@mui/system',
  '@emotion/react',
];

interface SingletonShareConfig {
  singleton: true;
  requiredVersion?: string;
  version?: string;
}

/** The version of `@gcw/shared` an app is built with, and the range of it the app needs. */
export interface AppContract {
  version: string;
  range: string;
}

/**
 * The `shared` option of every app's federation config. `@gcw/shared` carries the contract's
 * real version and the app's declared range into `mf-manifest.json`, where the shell reads
 * them before it loads the remote (docs/adr/0007-versioned-federation-contract.md).
 */
export function singletonShared(contract: AppContract): Record<string, SingletonShareConfig> {
  const contractShare: SingletonShareConfig = {
    singleton: true,
    version: contract.version,
    requiredVersion: contract.range,
  };
  const entries: [string, SingletonShareConfig][] = [];
  for (const name of SINGLETON_PACKAGES) {
    entries.push([name, name === '@gcw/shared' ? contractShare : { singleton: true }]);
  }
  for (const name of SHARED_ENTRY_KEYS) entries.push([name, contractShare]);
  for (const name of DEEP_IMPORT_PACKAGES) {
    entries.push([`${name}/`, { singleton: true } as SingletonShareConfig]);
  }
  return Object.fromEntries(entries);
}
export { chunkLoadingGlobalOf, isChunkLoadingGlobalOf } from './chunk-loading-global';
export { REMOTE_NAMES } from './remote-names';
export { areaOfPath } from './remote-areas';
