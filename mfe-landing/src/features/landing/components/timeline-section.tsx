import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { useLandingFacts } from '../settings/use-landing-facts';
import { FactText } from './fact-text';
import { TIMELINE_TRACKS } from './timeline-stages';

/** `#timeline`: the stages of both competitions and the seminar, and the Final Day. */
export function TimelineSection() {
  const facts = useLandingFacts();
  return (
    <Box
      component="section"
      id="timeline"
      aria-labelledby="timeline-title"
      sx={{ py: { xs: 6, md: 10 }, scrollMarginTop: 72 }}
    >
      <Container maxWidth="lg">
        <Typography id="timeline-title" variant="h2" component="h2" sx={{ textAlign: 'center' }}>
          Timeline
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 4 }}>
          Final Day: <FactText name="final-day" facts={facts} />
          <FactText name="final-day-note" facts={facts} />
        </Typography>
        <Grid container spacing={3}>
          {TIMELINE_TRACKS.map((track) => (
            <Grid key={track.activity} size={{ xs: 12, md: 4 }}>
              <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
                <Typography variant="h3" component="h3" sx={{ mb: 2 }}>
                  {track.activity}
                </Typography>
                <Box component="ol" sx={{ m: 0, pl: 3 }}>
                  {track.stages.map((stage) => (
                    <Box component="li" key={stage.title} sx={{ mb: 1.5 }}>
                      <Typography sx={{ fontWeight: 600 }}>{stage.title}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {stage.detail}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
