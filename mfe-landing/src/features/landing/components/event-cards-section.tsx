import CodeIcon from '@mui/icons-material/Code';
import EmojiObjectsIcon from '@mui/icons-material/EmojiObjects';
import MicIcon from '@mui/icons-material/Mic';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

import { useLandingFacts } from '../settings/use-landing-facts';
import { EventCard } from './event-card';
import { FactText } from './fact-text';

/** `#event`: the three activities with fee, team size, registration and Register Now (R2.9, R9.3, R9.4). */
export function EventCardsSection() {
  const facts = useLandingFacts();
  const cards = [
    {
      title: 'Competitive Programming',
      icon: <CodeIcon fontSize="large" />,
      description: 'Selesaikan soal algoritma secepat dan setepat mungkin bersama tim.',
      fee: <FactText name="fee-cp" facts={facts} />,
      participants: (
        <>
          Tim, maksimal <FactText name="size-cp" facts={facts} /> orang
        </>
      ),
      registration: <FactText name="registration-cp" facts={facts} />,
    },
    {
      title: 'Hackathon',
      icon: <EmojiObjectsIcon fontSize="large" />,
      description: 'Bangun solusi AI untuk tujuan pembangunan berkelanjutan (SDGs).',
      fee: <FactText name="fee-hackathon" facts={facts} />,
      participants: (
        <>
          Tim, maksimal <FactText name="size-hackathon" facts={facts} /> orang
        </>
      ),
      registration: <FactText name="registration-hackathon" facts={facts} />,
    },
    {
      title: 'Seminar',
      icon: <MicIcon fontSize="large" />,
      description: 'Seminar Nasional AI untuk ekonomi digital dan UMKM.',
      // R9.3 gives no seminar fee: "not announced" until the admins set one.
      fee: <FactText name="fee-seminar" facts={facts} />,
      participants: 'Individu',
      registration: <FactText name="registration-seminar" facts={facts} />,
    },
  ];
  return (
    <Box
      component="section"
      id="event"
      aria-labelledby="event-title"
      sx={{ py: { xs: 6, md: 10 }, bgcolor: 'background.default', scrollMarginTop: 72 }}
    >
      <Container maxWidth="lg">
        <Typography
          id="event-title"
          variant="h2"
          component="h2"
          sx={{ textAlign: 'center', mb: 4 }}
        >
          Event
        </Typography>
        <Grid container spacing={3}>
          {cards.map((card) => (
            <Grid key={card.title} size={{ xs: 12, md: 4 }}>
              <EventCard {...card} />
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
