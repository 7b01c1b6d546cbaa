import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { useState } from 'react';

interface GoogleReconfirmProps {
  clientId: string;
  confirmed: boolean;
  onCredential: (idToken: string) => void;
}

const FAILED = 'Konfirmasi dengan Google gagal. Coba lagi, atau muat ulang halaman.';
const NOT_LOADED =
  'Layanan Google tidak dapat dimuat. Periksa koneksi Anda lalu muat ulang halaman.';

/**
 * A Google account has no password to type: the student signs in with Google again here and
 * the fresh ID token goes with the erasure, so a device left signed in is not enough to erase.
 * Google's button comes from `@react-oauth/google`, as on mfe-auth's login page.
 */
export function GoogleReconfirm({ clientId, confirmed, onCredential }: GoogleReconfirmProps) {
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <GoogleOAuthProvider
      clientId={clientId}
      locale="id"
      onScriptLoadError={() => setFailure(NOT_LOADED)}
    >
      <Stack spacing={1}>
        <Typography variant="body2">
          Akun Anda masuk dengan Google. Konfirmasi ulang dengan Google sebelum menghapus akun.
        </Typography>
        {confirmed ? (
          <Typography variant="body2" role="status" sx={{ display: 'flex', gap: 0.5 }}>
            <CheckCircleIcon fontSize="small" color="success" aria-hidden />
            Dikonfirmasi dengan Google.
          </Typography>
        ) : (
          // Shown again when the erasure refuses the token: a fresh one is asked for.
          <Box sx={{ minHeight: 44 }}>
            <GoogleLogin
              onSuccess={({ credential }) => {
                if (credential) {
                  setFailure(null);
                  onCredential(credential);
                } else setFailure(FAILED);
              }}
              onError={() => setFailure(FAILED)}
              text="continue_with"
              shape="rectangular"
              // 240 px: the dialog's content width on a 360 px phone.
              width={240}
            />
          </Box>
        )}
        {failure ? <Alert severity="error">{failure}</Alert> : null}
      </Stack>
    </GoogleOAuthProvider>
  );
}
