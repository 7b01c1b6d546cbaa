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
  requiredVersion: string | false;
}

/** The `shared` option of every app's federation config. */
export function singletonShared(): Record<string, SingletonShareConfig> {
  const entries: [string, SingletonShareConfig][] = [];
  for (const name of SINGLETON_PACKAGES) {
    // A workspace package has no registry range; every app ships the same source.
    const requiredVersion = name === '@gcw/shared' ? false : undefined;
    entries.push([
      name,
      {
        singleton: true,
        ...(requiredVersion === false ? { requiredVersion } : {}),
      } as SingletonShareConfig,
    ]);
  }
  for (const name of DEEP_IMPORT_PACKAGES) {
    entries.push([`${name}/`, { singleton: true } as SingletonShareConfig]);
  }
  return Object.fromEntries(entries);
}
export { REMOTE_NAMES } from './remote-names';
