import type { Rspack } from '@rsbuild/core';

/** The UI libraries whose internals every MUI component module imports. */
const UI_LIBRARIES =
  /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|@babel[\\/]runtime|clsx|react-is|prop-types|react-transition-group|stylis|hoist-non-react-statics)[\\/]/;

/**
 * Puts every module of the UI libraries that two or more lazy chunks need into one chunk.
 * Each MUI component an app provides or consumes is its own lazy chunk (a share key per deep
 * import), and without this each carried its own copy of MUI's internals (clsx, styled, Paper,
 * ButtonBase, ...): a signed-in page downloaded them several times over, in about a hundred
 * small requests (issue 11: one copy of every library; docs/adr/0011).
 *
 * For the shell's build only: the shell provides every UI module, so a page that needs any of
 * them needs this chunk anyway. In a remote's build the same group would also gather its
 * fallback copies, never run in the product, into a chunk its pages would then download.
 */
export function oneChunkOfUiInternals(config: Rspack.Configuration): Rspack.Configuration {
  const splitChunks = config.optimization?.splitChunks;
  if (!splitChunks) return config;
  splitChunks.cacheGroups = {
    ...splitChunks.cacheGroups,
    uiInternals: {
      test: UI_LIBRARIES,
      chunks: 'async',
      minChunks: 2,
      name: 'lib-ui-internals',
      priority: 20,
      enforce: true,
      reuseExistingChunk: true,
    },
  };
  return config;
}
