import { theme, TOAST_COMPONENTS } from '@gcw/shared/ui';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Store } from '@reduxjs/toolkit';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';

/** The one Provider, theme and snackbar context every remote renders inside. */
export function AppProviders({ store, children }: { store: Store; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {/* Bottom left: toasts never sit over a dialog's title bar and close button. */}
        <SnackbarProvider
          maxSnack={4}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          Components={TOAST_COMPONENTS}
        >
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </Provider>
  );
}
