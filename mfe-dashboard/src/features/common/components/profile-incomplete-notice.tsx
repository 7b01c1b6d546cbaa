import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { PATHS } from '@gcw/shared';
import { Link as RouterLink } from 'react-router-dom';

/** Registration needs a complete profile (the API refuses otherwise): say so before the user tries. */
export function ProfileIncompleteNotice({ what }: { what: string }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to={PATHS.profile} color="inherit" size="small">
          Lengkapi profil
        </Button>
      }
    >
      <AlertTitle>Lengkapi profil terlebih dahulu</AlertTitle>
      Sebelum {what}, isi nomor HP, NIM, jurusan, institusi dan tautan bukti media sosial di halaman
      Profil.
    </Alert>
  );
}
