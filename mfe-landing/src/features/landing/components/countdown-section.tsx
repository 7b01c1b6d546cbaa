import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { COUNTDOWN_OVER } from '../hooks/countdown-parts';
import { useCountdown } from '../hooks/use-countdown';
import { useLandingFacts } from '../settings/use-landing-facts';
import { FactText } from './fact-text';

const UNITS = [
  { key: 'days', label: 'Hari' },
  { key: 'hours', label: 'Jam' },
  { key: 'minutes', label: 'Menit' },
  { key: 'seconds', label: 'Detik' },
] as const;

/**
 * The countdown to the final day (R2.8, R9.2): four units, ticking every second; at zero, a
 * line that the day has come, then that it is past.
 */
export function CountdownSection() {
  const facts = useLandingFacts();
  const countdown = useCountdown(facts.countdownTargetMs);
  return (
    <Box
      component="section"
      aria-labelledby="countdown-title"
      sx={{ py: { xs: 6, md: 8 }, bgcolor: 'primary.main', color: 'common.white' }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="countdown-title" variant="h2" component="h2">
          Menuju Hari Final
        </Typography>
        <Typography sx={{ mt: 1, mb: 4, opacity: 0.9 }}>
          <FactText name="countdown-target" facts={facts} />
        </Typography>
        <Box
          role="timer"
          aria-label="Hitung mundur"
          // Read by the prerendered page's script, which ticks before React runs.
          data-countdown-target={facts.countdownTargetMs}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
            gap: { xs: 1, sm: 2 },
          }}
        >
          {UNITS.map((unit) => (
            <Paper
              key={unit.key}
              role="group"
              aria-label={unit.label}
              sx={{ py: { xs: 1.5, sm: 2.5 }, px: 0.5 }}
            >
              <Typography
                component="p"
                data-unit={unit.key}
                sx={{
                  fontSize: { xs: '1.6rem', sm: '2.5rem' },
                  fontWeight: 700,
                  lineHeight: 1.1,
                }}
              >
                {String(countdown[unit.key]).padStart(2, '0')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {unit.label}
              </Typography>
            </Paper>
          ))}
        </Box>
        {/*
          At zero the timer stays (R2.8's four units) with a line under it. The line always
          takes its room, hidden while counting: the prerendered page's script switches it too,
          and a target corrected after the first paint then moves nothing below.
        */}
        <Typography
          role="status"
          data-countdown-message
          hidden={countdown.message === null}
          sx={{
            mt: 3,
            fontSize: { xs: '1.1rem', sm: '1.35rem' },
            fontWeight: 600,
            '&[hidden]': { display: 'block', visibility: 'hidden' },
          }}
        >
          {countdown.message ?? COUNTDOWN_OVER}
        </Typography>
      </Container>
    </Box>
  );
}
