import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { closeSnackbar, enqueueSnackbar } from 'notistack';

import { SESSION_EXPIRED_TEXT } from './session-expired';

const KEY = 'session-expired';

/**
 * The session-end notice stays until the student acts on it (a notice with a button must not
 * vanish before it is reached by keyboard): 'Masuk lagi' signs in and returns, 'Tutup' closes.
 */
export function showSessionExpired(signInPath: string, navigate: (path: string) => void) {
  enqueueSnackbar(SESSION_EXPIRED_TEXT, {
    key: KEY,
    variant: 'warning',
    persist: true,
    preventDuplicate: true,
    action: (key) => (
      <Stack direction="row" spacing={1}>
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          onClick={() => {
            closeSnackbar(key);
            navigate(signInPath);
          }}
        >
          Masuk lagi
        </Button>
        <Button color="inherit" size="small" onClick={() => closeSnackbar(key)}>
          Tutup
        </Button>
      </Stack>
    ),
  });
}
