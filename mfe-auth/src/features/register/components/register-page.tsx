import { PageFrame } from '@gcw/shared';
import Typography from '@mui/material/Typography';

export function RegisterPage() {
  return (
    <PageFrame title="Daftar" subtitle="Buat akun untuk mendaftar kegiatan.">
      <Typography color="text.secondary">Formulir pendaftaran akun sedang disiapkan.</Typography>
    </PageFrame>
  );
}
