import Box from '@mui/material/Box';
import { GoogleLogin, useGoogleOneTapLogin } from '@react-oauth/google';

interface GoogleSignInProps {
  busy: boolean;
  signedIn: boolean;
  onCredential: (credential: string | undefined) => void;
  onError: () => void;
}

/** Google's button and, while signed out, its one-tap prompt (kept open on a tap outside). */
export function GoogleSignIn({ busy, signedIn, onCredential, onError }: GoogleSignInProps) {
  useGoogleOneTapLogin({
    onSuccess: (response) => onCredential(response.credential),
    onError,
    cancel_on_tap_outside: false,
    disabled: signedIn,
  });
  return (
    <Box
      aria-disabled={busy}
      sx={{
        display: 'flex',
        justifyContent: 'center',
        // Google's iframe has no disabled state: block clicks on it while a sign-in runs.
        pointerEvents: busy ? 'none' : 'auto',
        opacity: busy ? 0.6 : 1,
      }}
    >
      <GoogleLogin
        onSuccess={(response) => onCredential(response.credential)}
        onError={onError}
        text="signin_with"
        shape="rectangular"
        width={300}
      />
    </Box>
  );
}
