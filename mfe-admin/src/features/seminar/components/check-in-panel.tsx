import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import type { FormEvent } from 'react';
import { useCallback, useRef, useState } from 'react';

import { useCheckIn } from '../hooks/use-check-in';
import { canScanQr } from '../hooks/use-qr-scanner';
import { QrScannerDialog } from './qr-scanner-dialog';

/** The door desk: type a ticket id (or scan its QR where the browser can) and see the answer. */
export function CheckInPanel() {
  const { submit, outcome, busy } = useCheckIn();
  const { enqueueSnackbar } = useSnackbar();
  const [ticket, setTicket] = useState('');
  const [scanning, setScanning] = useState(false);
  const scannable = canScanQr();
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

  const onCode = useCallback(
    (code: string) => {
      setScanning(false);
      void run(code);
    },
    [run],
  );

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
        <TextField
          size="small"
          label="ID tiket"
          inputRef={input}
          autoComplete="off"
          placeholder="SEM-…"
          value={ticket}
          onChange={(event) => setTicket(event.target.value)}
          sx={{ flexGrow: 1 }}
        />
        <Button type="submit" variant="contained" disabled={busy || !ticket.trim()}>
          Check-in
        </Button>
        {scannable ? (
          <Button
            variant="outlined"
            startIcon={<QrCodeScannerIcon />}
            onClick={() => setScanning(true)}
          >
            Pindai QR
          </Button>
        ) : null}
      </Stack>
      {!scannable ? (
        <Typography variant="caption" color="text.secondary">
          Peramban ini tidak mendukung pemindaian QR; ketik ID tiket yang tertera di bawah QR.
        </Typography>
      ) : null}
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
      <QrScannerDialog open={scanning} onCode={onCode} onClose={() => setScanning(false)} />
    </Paper>
  );
}
