import type { AdminSummary } from '@gcw/shared';
import { formatNumber } from '@gcw/shared/format';
import { errorMessage } from '@gcw/shared/store';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

import { useGetAdminSummaryQuery } from '../../../api/users-api';

/** Teams and how many still wait for a payment decision: the organisers' to-do count. */
const teamNote = (figures: AdminSummary['teams']['hackathon']) =>
  `${formatNumber(figures.teams)} tim · ${formatNumber(figures.payment.pending)} menunggu verifikasi`;

/** The figures an organiser checks first: how many students, how far along, per event. */
export function SummaryCards() {
  const { data, error, isLoading } = useGetAdminSummaryQuery();
  if (error)
    return <Alert severity="error">{errorMessage(error, 'Gagal memuat ringkasan.')}</Alert>;
  const figures = data
    ? [
        { label: 'Mahasiswa', value: data.users.total - data.users.admins, note: '' },
        { label: 'Profil lengkap', value: data.users.profile_completed, note: '' },
        { label: 'Data terverifikasi', value: data.users.verified, note: '' },
        {
          label: 'Peserta Hackathon',
          value: data.teams.hackathon.members,
          note: teamNote(data.teams.hackathon),
        },
        {
          label: 'Peserta CP',
          value: data.teams['competitive-programming'].members,
          note: teamNote(data.teams['competitive-programming']),
        },
        {
          label: 'Pendaftar Seminar',
          value: data.seminar.registered,
          note: `${formatNumber(data.seminar.checked_in)} sudah hadir`,
        },
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
                {formatNumber(figure.value)}
              </Typography>
              {figure.note ? (
                <Typography variant="caption" color="text.secondary">
                  {figure.note}
                </Typography>
              ) : null}
            </Paper>
          ))}
    </Box>
  );
}
