import { api, rootReducer } from '@gcw/shared';
import { configureStore } from '@reduxjs/toolkit';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

// The shell's own providers: the floor renders the page inside exactly what a remote gets.
import { LandingPage } from '../../../mfe-landing/src/features/landing/components/landing-page';
import { AppProviders } from '../../../shell/src/app/app-providers';

// The page itself, imported statically: the point of the floor is one bundle with no loader.

/**
 * What the shell puts around a remote's page: the one store on the shared root reducer, the
 * shell's providers (theme, snackbars) and a router. The landing calls no API, so no
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
  <AppProviders store={store}>
    <RouterProvider router={router} />
  </AppProviders>,
);
