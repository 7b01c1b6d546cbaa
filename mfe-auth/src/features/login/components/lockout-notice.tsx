import { PATHS } from '@gcw/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import { Link } from 'react-router-dom';

interface LockoutNoticeProps {
  /** The API's message, which says how long to wait; null when sign-in is not locked. */
  message: string | null;
  /** What was typed, handed to the reset page as the form's own link does. */
  email: string;
}

/**
 * A sign-in locked after too many wrong passwords: said once, here (no toast), with how long to
 * wait and the way to a new password, which also ends the lock (a reset starts the counters
 * afresh). The region stays in the page so the notice is announced when it appears.
 */
export function LockoutNotice({ message, email }: LockoutNoticeProps) {
  return (
    <Box role="alert" aria-atomic>
      {message ? (
        <Alert severity="error" variant="outlined">
          {message} Lupa kata sandi?{' '}
          <MuiLink
            component={Link}
            to={PATHS['forgot-password']}
            state={{ email }}
            underline="always"
            color="inherit"
            sx={{ fontWeight: 600 }}
          >
            Atur ulang kata sandi
          </MuiLink>
        </Alert>
      ) : null}
    </Box>
  );
}
