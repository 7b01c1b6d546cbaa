import type { Rspack } from '@rsbuild/core';

import { escapeRegExp } from './escape-reg-exp';

/** The UI libraries whose internals every MUI component module imports. */
const UI_LIBRARIES =
  /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|@babel[\\/]runtime|clsx|react-is|prop-types|react-transition-group|stylis|hoist-non-react-statics)[\\/]/;

/**
 * What the other share keys of one package have in common: Redux Toolkit's entries
 * (`@reduxjs/toolkit`, `/query`, `/query/react`) all import reselect, `react-dom` and
 * `react-dom/client` the same small entry module, and `@gcw/shared`'s concern entries
 * (`/store`, `/ui`, `/format`) the same contract modules. Our own package is matched by its
 * workspace folder, never a `shared/src` inside node_modules.
 */
const COMMON_LIBRARIES =
  /[\\/]node_modules[\\/](reselect|redux|redux-thunk|immer|react-dom|scheduler)[\\/]|^(?!.*[\\/]node_modules[\\/]).*[\\/]shared[\\/]src[\\/]/;

/** A cache group that puts what `minChunks` lazy chunks of the shell need into one named chunk. */
function oneChunkOf(name: string, test: RegExp, priority: number, minChunks = 2) {
  return {
    test,
    chunks: 'async' as const,
    minChunks,
    name,
    priority,
    enforce: true,
    reuseExistingChunk: true,
  };
}

/** The folders of the given deep modules (`@mui/material/Card` → `.../@mui/material/Card/...`). */
function inFoldersOf(modules: readonly string[]): RegExp | null {
  if (modules.length === 0) return null;
  const folder = (name: string) => name.split('/').map(escapeRegExp).join('[\\\\/]');
  return new RegExp(`[\\\\/](${modules.map(folder).join('|')})[\\\\/]`);
}

/**
 * Puts every module that two or more lazy chunks need into one chunk per family: the UI
 * libraries' internals in `lib-ui-internals`, the rest (Redux Toolkit's, React DOM's, our
 * contract's) in `lib-common-internals`. Each share key the shell provides (a MUI component, an entry of Redux
 * Toolkit or of `@gcw/shared`) is its own lazy chunk, and without this each carried its own
 * copy of what it imports: a signed-in page downloaded MUI's internals several times over, in
 * about a hundred small requests, and reselect three times over (a fast first page on a phone: one copy of every
 * library; docs/adr/0011).
 *
 * For the shell's build only: the shell provides every shared module, so a page that needs any
 * of them needs these chunks anyway. In a remote's build the same groups would also gather its
 * fallback copies, never run in the product, into chunks its pages would then download.
 */
export function oneChunkOfInternals(
  config: Rspack.Configuration,
  uiModulesInUse: readonly string[] = [],
): Rspack.Configuration {
  const splitChunks = config.optimization?.splitChunks;
  if (!splitChunks) return config;
  const inUse = inFoldersOf(uiModulesInUse);
  splitChunks.cacheGroups = {
    ...splitChunks.cacheGroups,
    uiInternals: oneChunkOf('lib-ui-internals', UI_LIBRARIES, 20),
    commonInternals: oneChunkOf('lib-common-internals', COMMON_LIBRARIES, 19),
    // The components the product's pages use go with the internals, even those only one share
    // key needs: a signed-in page took each (a few hundred bytes of code, most of them a
    // re-export) as a request of its own, about forty before its first content (measured on a phone).
    ...(inUse ? { uiInUse: oneChunkOf('lib-ui-internals', inUse, 21, 1) } : {}),
  };
  return config;
}
