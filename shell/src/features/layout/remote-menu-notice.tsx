import type { RemoteName } from '@gcw/shared';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState, useSyncExternalStore } from 'react';

import { loadRemoteOnce } from '../../lib/remote-load-cache';
import { refusedRemotes, requestRetry, subscribeToRefusals } from '../../lib/remote-refusals';
import { refreshRemotesMap } from '../../lib/remote-registry';
import { VISUALLY_HIDDEN } from '../../lib/visually-hidden';

const MENU_NAMES: Record<RemoteName, string> = {
  mfe_dashboard: 'dasbor',
  mfe_admin: 'admin',
  mfe_auth: 'masuk',
  mfe_landing: 'beranda',
};

/**
 * With no area of the remote on screen, a fresh try of its own, as the page's "Coba lagi" does:
 * the map is read again first, so a fixed deploy is taken; a load under way is joined.
 */
async function retryRemote(name: RemoteName) {
  await refreshRemotesMap().catch(() => []);
  await loadRemoteOnce(name, true);
}

/** Where a refused remote's entries are: says so, and tries its load again. */
export function RemoteMenuNotice({ remote, iconOnly }: { remote: RemoteName; iconOnly: boolean }) {
  const [busy, setBusy] = useState(false);
  // A refusal (this retry's too) ends the wait; a success replaces the notice with the menu.
  const refused = useSyncExternalStore(subscribeToRefusals, refusedRemotes);
  useEffect(() => setBusy(false), [refused]);
  const text = `Menu ${MENU_NAMES[remote]} sedang tidak dapat dimuat.`;
  const retryLabel = `Coba lagi memuat menu ${MENU_NAMES[remote]}`;
  const retry = () => {
    setBusy(true);
    if (requestRetry(remote)) return;
    void retryRemote(remote)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  if (iconOnly) {
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 0.5 }}>
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {text}
        </Box>
        <Tooltip title={`${text} Coba lagi`} placement="right">
          <span>
            <IconButton size="small" aria-label={retryLabel} disabled={busy} onClick={retry}>
              <WarningAmberIcon fontSize="small" color="warning" />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    );
  }
  // The standard warning Alert: dark text on a pale ground, readable at AA (white on orange was not).
  return (
    <Alert role="status" severity="warning" sx={{ mx: 1, my: 1 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {text}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        aria-label={retryLabel}
        disabled={busy}
        onClick={retry}
      >
        Coba lagi
      </Button>
    </Alert>
  );
}
