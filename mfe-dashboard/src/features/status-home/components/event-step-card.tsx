import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { STATUS_LABEL } from '../../../lib/status-labels';
import type { EventStep } from '../hooks/use-event-steps';

/** One event: its status, the next step with its one button, and the next date if known. */
export function EventStepCard({ event, status, step }: EventStep) {
  const titleId = `status-${event.replace(/\s+/g, '-').toLowerCase()}`;
  const action = step.action;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={1.25} sx={{ alignItems: 'flex-start' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={titleId} variant="h3" component="h3" sx={{ fontSize: '1.1rem' }}>
              {event}
            </Typography>
            <Chip
              size="small"
              label={STATUS_LABEL[status]}
              color={status === 'Unregistered' ? 'default' : 'primary'}
            />
          </Stack>
          <Typography sx={{ fontWeight: 600 }}>Langkah berikutnya: {step.title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {step.detail}
          </Typography>
          {step.deadline ? (
            <Typography variant="body2">
              <strong>{step.deadline.label}:</strong> {step.deadline.value}
            </Typography>
          ) : null}
          {action ? (
            action.to.startsWith('#') ? (
              // The profile form is on this page: a plain anchor scrolls to it.
              <Button href={action.to} variant="contained" size="small">
                {action.label}
              </Button>
            ) : (
              <Button component={RouterLink} to={action.to} variant="contained" size="small">
                {action.label}
              </Button>
            )
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
