import { PATHS } from '@gcw/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface EventCardProps {
  title: string;
  icon: ReactNode;
  description: string;
  fee: ReactNode;
  participants: ReactNode;
  /** Where registration stands now: not open yet, open until when, or closed. */
  registration: ReactNode;
}

/** One activity: what it is, its fee, who may take part, its registration and the way to register. */
export function EventCard({
  title,
  icon,
  description,
  fee,
  participants,
  registration,
}: EventCardProps) {
  return (
    <Card
      component="article"
      aria-label={title}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ color: 'primary.main', mb: 1 }}>{icon}</Box>
        <Typography variant="h3" component="h3" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
        <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600 }, '& dd': { m: 0, mb: 1 } }}>
          <dt>Biaya pendaftaran</dt>
          <dd>{fee}</dd>
          <dt>Peserta</dt>
          <dd>{participants}</dd>
          <dt>Status</dt>
          <dd>{registration}</dd>
        </Box>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button component={Link} to={PATHS.login} variant="contained" fullWidth>
          Register Now
        </Button>
      </CardActions>
    </Card>
  );
}
