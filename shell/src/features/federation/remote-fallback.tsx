import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

import type { RemoteFailureReason } from '../../lib/remote-load-error';

const UNAVAILABLE =
  'Layanan untuk halaman ini sedang tidak dapat dihubungi. Bagian lain tetap dapat dipakai.';
const UPDATING =
  'Bagian ini sedang diperbarui dan belum cocok dengan versi aplikasi yang Anda buka. Bagian lain tetap dapat dipakai; coba lagi beberapa saat lagi.';
const BROKEN = 'Versi halaman ini tidak dapat dimuat. Bagian lain tetap dapat dipakai.';

const DESCRIPTIONS: Record<RemoteFailureReason, string> = {
  timeout: 'Halaman ini terlalu lama dimuat. Periksa koneksi Anda lalu coba lagi.',
  network: UNAVAILABLE,
  'manifest-missing': UNAVAILABLE,
  'manifest-invalid': BROKEN,
  'import-error': BROKEN,
  'version-mismatch': UPDATING,
  'contract-mismatch': UPDATING,
  'render-crash':
    'Terjadi kesalahan saat menampilkan halaman ini. Bagian lain tetap dapat dipakai.',
};

const TITLES: Partial<Record<RemoteFailureReason, string>> = {
  'version-mismatch': 'Bagian ini sedang diperbarui',
  'contract-mismatch': 'Bagian ini sedang diperbarui',
};

interface RemoteFallbackProps {
  reason: RemoteFailureReason;
  onRetry: () => void;
}

/** Shown inside the layout when a remote is down, slow, incompatible, broken or throws. */
export function RemoteFallback({ reason, onRetry }: RemoteFallbackProps) {
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }} data-testid="remote-fallback" data-kind={reason}>
      <Alert
        severity="warning"
        role="alert"
        action={
          <Button color="inherit" variant="outlined" size="small" onClick={onRetry}>
            Coba lagi
          </Button>
        }
      >
        <AlertTitle>{TITLES[reason] ?? 'Halaman belum dapat ditampilkan'}</AlertTitle>
        {DESCRIPTIONS[reason]}
      </Alert>
    </Box>
  );
}
