import { PATHS } from '@gcw/shared';
import { selectAppConfig, useAppSelector } from '@gcw/shared/store';
import { PageFrame } from '@gcw/shared/ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';

const ACTIVITIES = [
  {
    title: 'Hackathon',
    text: 'Tim mahasiswa merancang solusi berbasis AI untuk tujuan pembangunan berkelanjutan (SDGs), dari proposal dan video hingga presentasi final.',
  },
  {
    title: 'Competitive Programming',
    text: 'Tim mahasiswa beradu menyelesaikan soal algoritma melalui babak warm-up, qualifying, dan final.',
  },
  {
    title: 'Seminar Nasional',
    text: 'Seminar individu tentang AI untuk ekonomi digital dan UMKM bersama narasumber nasional.',
  },
];

/** About (/about): the event, its three activities and the organiser, in Indonesian. */
export function AboutPage() {
  const { eventName, organizerName } = useAppSelector(selectAppConfig);
  return (
    <Box component="main" sx={{ display: 'flex', justifyContent: 'center' }}>
      <PageFrame
        title="Tentang Kami"
        subtitle={`${eventName}: pekan kode mahasiswa nasional.`}
        actions={
          <Button component={Link} to={PATHS.home} variant="outlined">
            Kembali ke Beranda
          </Button>
        }
      >
        <Typography sx={{ mb: 3 }}>
          {eventName} adalah pekan kode mahasiswa nasional yang diselenggarakan oleh {organizerName}
          , sebuah kegiatan universitas untuk mahasiswa D3/D4 dan S1 di seluruh Indonesia. Peserta
          mendaftar, melengkapi profil, lalu mendaftarkan tim untuk kompetisi atau mendaftar sendiri
          untuk seminar.
        </Typography>
        <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
          Tiga Kegiatan
        </Typography>
        <Grid container spacing={2} sx={{ mb: 3 }}>
          {ACTIVITIES.map((activity) => (
            <Grid key={activity.title} size={{ xs: 12, md: 4 }}>
              <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
                <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
                  {activity.title}
                </Typography>
                <Typography color="text.secondary">{activity.text}</Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
        <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
          Penyelenggara
        </Typography>
        <Typography sx={{ mb: 3 }}>
          {organizerName}. Satu tim berasal dari satu universitas, dan setiap peserta hanya
          mengikuti satu kompetisi.
        </Typography>
        <Button component={Link} to={PATHS.login} variant="contained">
          Register Now
        </Button>
      </PageFrame>
    </Box>
  );
}
