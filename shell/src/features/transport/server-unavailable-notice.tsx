import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useSyncExternalStore } from 'react';

import { isServerUnavailable, subscribeToAvailability } from './server-availability';

export const SERVER_UNAVAILABLE_TEXT = 'server sedang tidak tersedia, mencoba lagi …';

/** Shown while a call waits for the server to come back; gone as soon as it answers. */
export function ServerUnavailableNotice() {
  const unavailable = useSyncExternalStore(subscribeToAvailability, isServerUnavailable);
  return (
    <Snackbar open={unavailable} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert severity="warning" role="status" variant="filled">
        {SERVER_UNAVAILABLE_TEXT}
      </Alert>
    </Snackbar>
  );
}
