import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useSyncExternalStore } from 'react';

import { subscribeToUpdates, updatedRemotes } from './remote-update-watch';

/** Tells the user a part of the app they use was updated, with a way to load it now. */
export function RemoteUpdateNotice() {
  const updated = useSyncExternalStore(subscribeToUpdates, updatedRemotes);
  return (
    <Snackbar open={updated.length > 0} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        role="status"
        variant="filled"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Muat ulang
          </Button>
        }
      >
        Versi baru aplikasi tersedia. Muat ulang untuk memakainya, atau lanjutkan: halaman
        berikutnya akan memakai versi baru.
      </Alert>
    </Snackbar>
  );
}
