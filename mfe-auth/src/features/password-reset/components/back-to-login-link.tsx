import { PATHS } from '@gcw/shared';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import { Link } from 'react-router-dom';

/** The way back from either password page to signing in. */
export function BackToLoginLink() {
  return (
    <Box sx={{ mt: 3, textAlign: 'center' }}>
      <MuiLink component={Link} to={PATHS.login} underline="hover">
        Kembali ke halaman masuk
      </MuiLink>
    </Box>
  );
}
