import { PATHS } from '@gcw/shared';
import { selectAppConfig, useAppSelector } from '@gcw/shared/store';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';

import { SocialLinks } from './social-links';

/** The hero: event name, what it offers, the GuideBook (new tab) and Register Now. */
export function HeroSection() {
  const { eventName, guideBookUrl } = useAppSelector(selectAppConfig);
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        // Slides under the transparent sticky top bar (56 px on phones, 64 px from sm).
        mt: { xs: '-56px', sm: '-64px' },
        pt: { xs: 14, md: 20 },
        pb: { xs: 8, md: 14 },
        color: 'common.white',
        background: 'linear-gradient(135deg, #0b1b4d 0%, #1a4fd8 70%, #3b7bff 100%)',
      }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography variant="overline" sx={{ letterSpacing: 2, opacity: 0.85 }}>
          Pekan Kode Mahasiswa Nasional
        </Typography>
        <Typography
          id="hero-title"
          variant="h1"
          component="h1"
          sx={{ fontSize: { xs: '2.25rem', sm: '3rem', md: '3.75rem' }, my: 2 }}
        >
          {eventName}
        </Typography>
        <Typography sx={{ fontSize: { xs: '1rem', md: '1.2rem' }, opacity: 0.9, mb: 4 }}>
          Hackathon solusi AI untuk tujuan pembangunan berkelanjutan, kompetisi Competitive
          Programming, dan Seminar Nasional AI untuk ekonomi digital dan UMKM. Terbuka untuk
          mahasiswa D3/D4 dan S1 di seluruh Indonesia.
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'center', mb: 4 }}
        >
          {/* R2.7: Register Now goes to /auth/login (its page links on to register). */}
          <Button
            component={Link}
            to={PATHS.login}
            variant="contained"
            color="secondary"
            size="large"
          >
            Register Now
          </Button>
          <Button
            href={guideBookUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            color="inherit"
            size="large"
            startIcon={<MenuBookIcon />}
          >
            GuideBook
          </Button>
        </Stack>
        <SocialLinks />
      </Container>
    </Box>
  );
}
