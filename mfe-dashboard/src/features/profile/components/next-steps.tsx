import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PATHS } from '@gcw/shared';
import { Link as RouterLink } from 'react-router-dom';

/** Right after the profile becomes complete: where to register next. */
export function NextSteps() {
  return (
    <Alert severity="success">
      <AlertTitle>Profil lengkap! Sekarang Anda bisa mendaftar.</AlertTitle>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
        <Button component={RouterLink} to={PATHS.hackathon} variant="outlined" size="small">
          Daftar Hackathon
        </Button>
        <Button component={RouterLink} to={PATHS.cp} variant="outlined" size="small">
          Daftar Competitive Programming
        </Button>
        <Button component={RouterLink} to={PATHS.seminar} variant="outlined" size="small">
          Daftar Seminar
        </Button>
      </Stack>
    </Alert>
  );
}
