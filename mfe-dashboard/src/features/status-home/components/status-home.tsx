import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { PageSkeleton } from '../../../components/page-skeleton';
import { useEventSteps } from '../hooks/use-event-steps';
import { AnnouncementBoard } from './announcement-board';
import { EventStepCard } from './event-step-card';

/**
 * "Where do I stand and what do I do next": the top of the first page after sign-in. It
 * replaces the one-off "next steps" message after completing the profile.
 */
export function StatusHome({ justCompleted }: { justCompleted: boolean }) {
  const { steps, isLoading } = useEventSteps();
  return (
    <Stack component="section" aria-labelledby="status-home-title" spacing={2}>
      <Typography id="status-home-title" variant="h2" sx={{ fontSize: '1.3rem' }}>
        Status pendaftaran
      </Typography>
      {justCompleted ? (
        <Alert severity="success">Profil lengkap! Sekarang Anda bisa mendaftar.</Alert>
      ) : null}
      <AnnouncementBoard />
      {isLoading ? (
        <PageSkeleton label="Memuat status pendaftaran" />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {steps.map((row) => (
            <EventStepCard key={row.event} {...row} />
          ))}
        </Box>
      )}
    </Stack>
  );
}
