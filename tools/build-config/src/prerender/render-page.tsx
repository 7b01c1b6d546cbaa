import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { AppConfig } from '@gcw/shared';
import { api, configLoaded, rootReducer } from '@gcw/shared/store';
import { theme } from '@gcw/shared/ui';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { configureStore } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';

export interface RenderedPage {
  /** The page's markup, as the shell's React tree will render it. */
  html: string;
  /** Every style the markup uses, as `<style data-emotion>` tags the client cache adopts. */
  styleTags: string;
}

/**
 * One page of a remote rendered to HTML inside the same providers the shell gives it
 * (store with the deploy's config, theme, baseline). The emotion cache key is the client's
 * default (`css`), so the shell's emotion adopts these style tags instead of adding copies.
 */
export function renderPage(Page: ComponentType, path: string, config: AppConfig): RenderedPage {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  // The api middleware as in the shell's store: pages read queries (the event settings); the
  // server renderer runs no effect, so nothing is fetched and each page shows its defaults.
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  store.dispatch(configLoaded(config));
  const html = renderToString(
    <CacheProvider value={cache}>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <StaticRouter location={path}>
            <Page />
          </StaticRouter>
        </ThemeProvider>
      </Provider>
    </CacheProvider>,
  );
  return { html, styleTags: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
