import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageFrame, selectUser, useAppSelector } from '@gcw/shared';

export function ProfilePage() {
  const user = useAppSelector(selectUser);
  return (
    <PageFrame title="Profil" subtitle="Data diri Anda untuk pendaftaran kegiatan.">
      <Stack spacing={1}>
        <Typography variant="h2" component="h2">
          {user?.name}
        </Typography>
        <Typography color="text.secondary">{user?.email}</Typography>
        <Stack direction="row" spacing={1}>
          <Chip label={user?.profile_has_updated ? 'Profil lengkap' : 'Profil belum lengkap'} />
          <Chip
            label={user?.data_has_verified ? 'Data terverifikasi' : 'Data belum diverifikasi'}
          />
        </Stack>
      </Stack>
    </PageFrame>
  );
}
