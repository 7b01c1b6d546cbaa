import { PATHS } from '@gcw/shared';
import { selectAppConfig, useAppSelector } from '@gcw/shared/store';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';

import { SocialLinks } from './social-links';

/**
 * The footer: TikTok, Instagram and mail links (R2.12), the privacy notice (UU 27/2022) and the
 * copyright.
 */
export function LandingFooter() {
  const { eventName, copyrightYear } = useAppSelector(selectAppConfig);
  return (
    <Box component="footer" sx={{ py: 4, bgcolor: '#0b1b4d', color: 'common.white' }}>
      <Container maxWidth="lg" sx={{ textAlign: 'center' }}>
        <Typography sx={{ fontWeight: 700, mb: 1 }}>{eventName}</Typography>
        <SocialLinks />
        <Typography variant="body2" sx={{ mt: 1 }}>
          <MuiLink component={Link} to={PATHS.privacy} color="inherit" underline="always">
            Kebijakan Privasi
          </MuiLink>
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, opacity: 0.8 }}>
          © {copyrightYear} {eventName}. Hak cipta dilindungi.
        </Typography>
      </Container>
    </Box>
  );
}
