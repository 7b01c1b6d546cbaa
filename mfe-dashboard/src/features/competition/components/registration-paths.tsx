import type { CompetitionType } from '@gcw/shared';
import { STICKY_FRIENDLY } from '@gcw/shared/ui';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

import { EventDeadline } from '../../../components/event-deadline';
import { CreateTeamForm } from './create-team-form';
import { JoinTeamForm } from './join-team-form';

/** The two ways in for an unregistered student: lead a new team or join one by code. */
export function RegistrationPaths({ competition }: { competition: CompetitionType }) {
  return (
    <>
      <EventDeadline
        event={competition}
        window="registration"
        label="Pendaftaran tim dan bergabung"
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Card
          variant="outlined"
          component="section"
          aria-labelledby="create-team-title"
          sx={STICKY_FRIENDLY}
        >
          <CardContent>
            <Typography
              id="create-team-title"
              variant="h3"
              component="h2"
              sx={{ fontSize: '1.15rem', mb: 1 }}
            >
              Buat tim baru
            </Typography>
            <CreateTeamForm competition={competition} />
          </CardContent>
        </Card>
        <Card variant="outlined" component="section" aria-labelledby="join-team-title">
          <CardContent>
            <Typography
              id="join-team-title"
              variant="h3"
              component="h2"
              sx={{ fontSize: '1.15rem', mb: 1 }}
            >
              Gabung dengan kode
            </Typography>
            <JoinTeamForm competition={competition} />
          </CardContent>
        </Card>
      </Box>
    </>
  );
}
