import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { configureStore } from '@reduxjs/toolkit';
import { api, rootReducer, theme } from '@gcw/shared';
import { SnackbarProvider } from 'notistack';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

// The page itself, imported statically: the point of the floor is one bundle with no loader.
import { LandingPage } from '../../../mfe-landing/src/features/landing/components/landing-page';

/**
 * What the shell puts around a remote's page (shell/src/app/app-providers.tsx): the one store on
 * the shared root reducer, the theme, snackbars and a router. The landing calls no API, so no
 * transport; its config is the default, as the shell's `app-config.json` is `{}`.
 */
const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

const router = createBrowserRouter([{ path: '*', element: <LandingPage /> }]);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(
  <Provider store={store}>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider maxSnack={4} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </ThemeProvider>
  </Provider>,
);
