import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

import { useEmailVerification } from '../hooks/use-email-verification';
import { useResendVerification } from '../hooks/use-resend-verification';

interface EmailVerificationBannerProps {
  /** What the student cannot do yet, e.g. "mendaftar tim". */
  what?: string;
}

/** Shown while the address is unverified and the deployment requires verification. */
export function EmailVerificationBanner({
  what = 'mendaftar tim atau seminar',
}: EmailVerificationBannerProps) {
  const { account, mustVerify } = useEmailVerification();
  const { resend, busy, outcome } = useResendVerification();
  if (!account || !mustVerify) return null;
  return (
    // A standing notice, not an interruption: a named region, not role="alert".
    <Alert severity="warning" component="section" role="region" aria-label="Verifikasi email">
      <AlertTitle>Verifikasi email Anda</AlertTitle>
      Kami telah mengirim tautan verifikasi ke <strong>{account.email}</strong>. Buka tautan itu
      sebelum {what}. Tidak menerima email? Periksa folder spam atau kirim ulang tautannya.
      <Box sx={{ mt: 1.5 }}>
        <Button variant="outlined" color="inherit" size="small" onClick={resend} disabled={busy}>
          {busy ? 'Mengirim…' : 'Kirim ulang'}
        </Button>
      </Box>
      {outcome ? (
        <Box role={outcome.ok ? 'status' : 'alert'} sx={{ mt: 1, fontWeight: 600 }}>
          {outcome.text}
        </Box>
      ) : null}
    </Alert>
  );
}
