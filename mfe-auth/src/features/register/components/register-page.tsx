import { PATHS } from '@gcw/shared';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import { Link, useLocation } from 'react-router-dom';

import { AuthLayout } from '../../../components/auth-layout';
import { useRegister } from '../hooks/use-register';
import { RegisterForm } from './register-form';

/** Account registration (/auth/register), in Indonesian; success continues to sign in. */
export function RegisterPage() {
  const { submit, busy, error } = useRegister();
  const location = useLocation();
  return (
    <AuthLayout
      title="Buat akun"
      subtitle="Daftar untuk mengikuti Hackathon, Competitive Programming, atau Seminar Nasional."
    >
      <RegisterForm busy={busy} error={error} onSubmit={submit} />
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <MuiLink component={Link} to={`${PATHS.login}${location.search}`} underline="hover">
          Sudah punya akun? Masuk
        </MuiLink>
      </Box>
    </AuthLayout>
  );
}
