import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { GoogleOAuthProvider } from '@react-oauth/google';
import type { ComponentProps } from 'react';

import { GoogleSignIn } from './google-sign-in';

type GoogleSectionProps = ComponentProps<typeof GoogleSignIn> & { clientId: string };

/** The 'Secure Sign-On' divider and Google sign-in, only when a client id is configured. */
export function GoogleSection({ clientId, ...signIn }: GoogleSectionProps) {
  return (
    <Box sx={{ mt: 3 }}>
      <Divider sx={{ mb: 2.5 }}>
        <Typography variant="body2" color="text.secondary">
          Secure Sign-On
        </Typography>
      </Divider>
      <GoogleOAuthProvider clientId={clientId}>
        <GoogleSignIn {...signIn} />
      </GoogleOAuthProvider>
    </Box>
  );
}
