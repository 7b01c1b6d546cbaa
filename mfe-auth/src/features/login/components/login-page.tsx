import { PATHS } from '@gcw/shared';
import { selectAppConfig, selectIsLoggedIn, useAppSelector } from '@gcw/shared/store';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import { Link, useLocation } from 'react-router-dom';

import { AuthLayout } from '../../../components/auth-layout';
import { useSignIn } from '../hooks/use-sign-in';
import { useSignedInRedirect } from '../hooks/use-signed-in-redirect';
import { GoogleSection } from './google-section';
import { LoginForm } from './login-form';

/** The login screen of R2.14–R2.23 (its English texts kept as given). */
export function LoginPage() {
  useSignedInRedirect();
  const { googleClientId } = useAppSelector(selectAppConfig);
  const signedIn = useAppSelector(selectIsLoggedIn);
  const { busy, error, signInWithEmail, signInWithGoogle, googleFailed } = useSignIn();
  const location = useLocation();
  // The register screen hands over the new account's e-mail; the redirect query travels along.
  const initialEmail = (location.state as { email?: unknown } | null)?.email;

  return (
    <AuthLayout title="Welcome back" subtitle="Please sign in to continue to our platform">
      <LoginForm
        busy={busy}
        error={error}
        initialEmail={typeof initialEmail === 'string' ? initialEmail : ''}
        onSubmit={signInWithEmail}
      />
      {googleClientId ? (
        <GoogleSection
          clientId={googleClientId}
          busy={busy}
          signedIn={signedIn}
          onCredential={signInWithGoogle}
          onError={googleFailed}
        />
      ) : null}
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <MuiLink component={Link} to={`${PATHS.register}${location.search}`} underline="hover">
          Don&apos;t have an account? Register now
        </MuiLink>
      </Box>
    </AuthLayout>
  );
}
