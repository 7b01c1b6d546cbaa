import type { RootState, TransportBaseQuery } from '@gcw/shared/store';
import {
  api,
  initialSessionState,
  readStoredSession,
  rootReducer,
  selectAccessToken,
} from '@gcw/shared/store';
import { theme, TOAST_COMPONENTS } from '@gcw/shared/ui';
import Alert from '@mui/material/Alert';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { configureStore } from '@reduxjs/toolkit';
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { SnackbarProvider } from 'notistack';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';

import { API_BASE_PATH, ADMIN_API_BASE_PATH } from '../contract/constants';
import type { RemoteRoutesModule } from '../federation/remote-contract';

/**
 * Development only: renders one remote's pages on its own dev server, with a store and a theme
 * like the shell's. The shell never loads this file.
 */
function harnessTransport(): TransportBaseQuery {
  const make = (base: string) =>
    fetchBaseQuery({
      baseUrl: base,
      prepareHeaders: (headers, { getState }) => {
        const token = selectAccessToken(getState() as RootState);
        if (token) headers.set('authorization', `Bearer ${token}`);
        return headers;
      },
    });
  const participant = make(API_BASE_PATH);
  const admin = make(ADMIN_API_BASE_PATH);
  return (args, baseApi, extra) =>
    (extra?.base === 'admin' ? admin : participant)(args, baseApi, extra ?? {});
}

function HarnessFrame({ module }: { module: RemoteRoutesModule }) {
  return (
    <>
      <Alert severity="info" sx={{ borderRadius: 0 }}>
        {module.remote} berjalan sendiri (mode pengembangan).{' '}
        {module.pages
          .filter((page) => !page.path.includes(':'))
          .map((page) => (
            <Link key={page.id} to={page.path} style={{ marginRight: 8 }}>
              {page.title}
            </Link>
          ))}
      </Alert>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </>
  );
}

export function renderStandalone(module: RemoteRoutesModule) {
  const stored = readStoredSession();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: stored
      ? {
          session: {
            ...initialSessionState,
            user: stored.user,
            accessToken: stored.access_token,
            refreshToken: stored.refresh_token,
          },
        }
      : undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { transport: harnessTransport() } } }).concat(
        api.middleware,
      ),
  });
  const router = createBrowserRouter([
    {
      element: <HarnessFrame module={module} />,
      children: module.pages.map(({ path, component: Page }) => ({ path, element: <Page /> })),
    },
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider Components={TOAST_COMPONENTS}>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </ThemeProvider>
    </Provider>,
  );
}
