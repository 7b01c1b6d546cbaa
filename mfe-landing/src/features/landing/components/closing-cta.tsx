import { PATHS } from '@gcw/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';

/** The closing call to action (R2.11): one last way to /auth/login. */
export function ClosingCta() {
  return (
    <Box
      component="section"
      aria-labelledby="cta-title"
      sx={{ py: { xs: 6, md: 10 }, bgcolor: 'secondary.main', textAlign: 'center' }}
    >
      <Container maxWidth="sm">
        <Typography id="cta-title" variant="h2" component="h2" sx={{ mb: 2 }}>
          Siap Berkompetisi?
        </Typography>
        <Typography sx={{ mb: 3 }}>
          Daftarkan dirimu dan timmu sekarang, lalu tunjukkan karya terbaikmu.
        </Typography>
        <Button component={Link} to={PATHS.login} variant="contained" size="large">
          Daftar Sekarang
        </Button>
      </Container>
    </Box>
  );
}
