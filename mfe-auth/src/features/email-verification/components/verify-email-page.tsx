import { loginPathWithRedirect, PATHS } from '@gcw/shared';
import { errorMessage, selectIsLoggedIn, useAppSelector } from '@gcw/shared/store';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { AuthLayout } from '../../../components/auth-layout';
import { LinkProblemNotice } from '../../../components/link-problem-notice';
import { linkProblemOf } from '../../../lib/link-problem';
import { useVerifyEmailMutation } from '../api/email-verification-api';
import { VERIFY_LINK_TEXTS } from '../verify-link-texts';
import { ResendVerification } from './resend-verification';

/** /auth/verify-email?token=…: verifies once on open and says how it went. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signedIn = useAppSelector(selectIsLoggedIn);
  const [verify, state] = useVerifyEmailMutation();
  // A token works once: React's development double effect must not send it a second time.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    void verify({ token });
  }, [token, verify]);

  const problem = token ? linkProblemOf(state.error) : 'invalid';
  const next = signedIn ? (
    <Button component={Link} to={PATHS.profile} variant="contained" size="large" fullWidth>
      Buka dashboard
    </Button>
  ) : (
    <Button
      component={Link}
      to={loginPathWithRedirect(PATHS.profile)}
      variant="contained"
      size="large"
      fullWidth
    >
      Masuk
    </Button>
  );

  let body;
  if (problem) {
    body = (
      <LinkProblemNotice problem={problem} texts={VERIFY_LINK_TEXTS}>
        {signedIn ? <ResendVerification /> : next}
        {signedIn ? null : (
          <Typography variant="body2" color="text.secondary">
            Masuk untuk meminta tautan verifikasi baru dari halaman Profil.
          </Typography>
        )}
      </LinkProblemNotice>
    );
  } else if (state.isSuccess) {
    body = (
      <Stack spacing={2.5}>
        <Alert severity="success" role="status">
          Email {state.data.email} berhasil diverifikasi. Sekarang Anda bisa mendaftar tim dan
          seminar.
        </Alert>
        {next}
      </Stack>
    );
  } else if (state.isError) {
    body = (
      <Alert severity="error" role="alert">
        {errorMessage(state.error, 'Verifikasi gagal. Muat ulang halaman ini untuk mencoba lagi.')}
      </Alert>
    );
  } else {
    body = (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>Memverifikasi email Anda…</Typography>
      </Box>
    );
  }

  return (
    <AuthLayout title="Verifikasi email" subtitle="Memastikan alamat email akun Anda benar.">
      {body}
    </AuthLayout>
  );
}
