import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@gcw/shared';

import { useGetAdminSummaryQuery } from '../api/users-api';

const number = new Intl.NumberFormat('id-ID');

/** The figures an organiser checks first: how many students, how far along, per event. */
export function SummaryCards() {
  const { data, error, isLoading } = useGetAdminSummaryQuery();
  if (error)
    return <Alert severity="error">{errorMessage(error, 'Gagal memuat ringkasan.')}</Alert>;
  const figures = data
    ? [
        { label: 'Mahasiswa', value: data.users.total - data.users.admins },
        { label: 'Profil lengkap', value: data.users.profile_completed },
        { label: 'Data terverifikasi', value: data.users.verified },
        { label: 'Peserta Hackathon', value: data.teams.hackathon.members },
        { label: 'Peserta CP', value: data.teams['competitive-programming'].members },
        { label: 'Pendaftar Seminar', value: data.seminar.registered },
      ]
    : [];
  return (
    <Box
      component="section"
      aria-label="Ringkasan"
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(6, 1fr)' },
      }}
    >
      {isLoading
        ? Array.from({ length: 6 }, (_, i) => <Skeleton key={i} variant="rounded" height={76} />)
        : figures.map((figure) => (
            <Paper key={figure.label} variant="outlined" sx={{ p: 2 }}>
              <Typography variant="body2" color="text.secondary">
                {figure.label}
              </Typography>
              <Typography variant="h5" component="p" aria-label={figure.label}>
                {number.format(figure.value)}
              </Typography>
            </Paper>
          ))}
    </Box>
  );
}
