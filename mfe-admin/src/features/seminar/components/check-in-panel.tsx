import { PATHS } from '@gcw/shared';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import type { FormEvent } from 'react';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

import { TicketIdFields } from '../../../components/ticket-id-fields';
import { useCheckIn } from '../hooks/use-check-in';

/**
 * The desk: type a ticket id and see the answer. Scanning is the door page's job: its link
 * loads that page as a document of its own, the only one the product lets use the camera.
 */
export function CheckInPanel() {
  const { submit, outcome, busy } = useCheckIn();
  const { enqueueSnackbar } = useSnackbar();
  const [ticket, setTicket] = useState('');
  const input = useRef<HTMLInputElement | null>(null);

  const run = useCallback(
    async (value: string) => {
      if (!value.trim()) return;
      const result = await submit(value);
      if (result.kind === 'admitted') {
        setTicket('');
        enqueueSnackbar(`Check-in berhasil: ${result.registration.user.name}.`, {
          variant: 'success',
        });
      } else enqueueSnackbar(result.message, { variant: 'error' });
      // The next person is already at the desk: ready for the next ticket.
      input.current?.focus();
    },
    [submit, enqueueSnackbar],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(ticket);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="check-in-title">
      <Typography id="check-in-title" variant="h6" component="h2" gutterBottom>
        Check-in tiket
      </Typography>
      <Stack
        component="form"
        onSubmit={onSubmit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
      >
        <TicketIdFields value={ticket} onChange={setTicket} inputRef={input} busy={busy} />
        <Button
          variant="outlined"
          component={Link}
          to={PATHS['admin-seminar-door']}
          reloadDocument
          startIcon={<QrCodeScannerIcon />}
        >
          Buka pemindai pintu
        </Button>
      </Stack>
      {outcome?.kind === 'admitted' ? (
        // The toast announces the outcome; this stays as the desk's visible record (announced once).
        <Alert severity="success" sx={{ mt: 2 }}>
          Hadir: {outcome.registration.user.name} ({outcome.registration.user.institusi ?? '—'}) ·
          tiket {outcome.registration.ticket_id}
        </Alert>
      ) : null}
      {outcome?.kind === 'refused' ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          Ditolak: {outcome.message}
        </Alert>
      ) : null}
    </Paper>
  );
}
