import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';

import { theme } from '../ui/theme';
import { TOAST_COMPONENTS } from '../ui/toast-content';
import type { TestStore } from './test-store';

/** The contexts the shell gives every remote: store, theme and snackbars. */
export function TestProviders({ store, children }: { store: TestStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <SnackbarProvider maxSnack={4} Components={TOAST_COMPONENTS}>
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </Provider>
  );
}
