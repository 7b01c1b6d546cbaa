import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export type FallbackKind = 'timeout' | 'unavailable' | 'invalid' | 'crashed';

const DESCRIPTIONS: Record<FallbackKind, string> = {
  timeout: 'Halaman ini terlalu lama dimuat. Periksa koneksi Anda lalu coba lagi.',
  unavailable:
    'Layanan untuk halaman ini sedang tidak dapat dihubungi. Bagian lain tetap dapat dipakai.',
  invalid: 'Versi halaman ini tidak cocok dengan aplikasi. Coba lagi sebentar lagi.',
  crashed: 'Terjadi kesalahan saat menampilkan halaman ini. Bagian lain tetap dapat dipakai.',
};

interface RemoteFallbackProps {
  kind: FallbackKind;
  onRetry: () => void;
}

/** Shown inside the layout when a remote is down, slow, broken or throws. */
export function RemoteFallback({ kind, onRetry }: RemoteFallbackProps) {
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }} data-testid="remote-fallback" data-kind={kind}>
      <Alert
        severity="warning"
        role="alert"
        action={
          <Button color="inherit" variant="outlined" size="small" onClick={onRetry}>
            Coba lagi
          </Button>
        }
      >
        <AlertTitle>Halaman belum dapat ditampilkan</AlertTitle>
        {DESCRIPTIONS[kind]}
      </Alert>
    </Box>
  );
}
