import { seminarCancelClosesAt } from '@gcw/shared';
import type { SeminarSettingsWithTicket } from '@gcw/shared';
import { formatDateTime } from '@gcw/shared/format';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';

import { ConfirmDialog } from '../../../components/confirm-dialog';
import { refusalMessage } from '../../../lib/refusal-message';
import { useCancelSeminarSeatMutation } from '../api/seminar-api';

interface CancelSeatProps {
  ticketId: string;
  seminar: SeminarSettingsWithTicket;
}

/** Giving the seat back before the cut-off, behind a confirmation; the server decides. */
export function CancelSeat({ ticketId, seminar }: CancelSeatProps) {
  const [open, setOpen] = useState(false);
  const [cancel, { isLoading }] = useCancelSeminarSeatMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [refusal, setRefusal] = useState<string | null>(null);
  const closesAt = seminarCancelClosesAt(seminar);

  if (closesAt && Date.now() >= Date.parse(closesAt))
    return (
      <Typography variant="body2" color="text.secondary">
        Pembatalan kursi sudah ditutup pada {formatDateTime(closesAt)}.
      </Typography>
    );

  const confirm = async () => {
    const result = await cancel();
    setOpen(false);
    if (result.error) {
      setRefusal(refusalMessage(result.error, 'Pembatalan kursi gagal. Coba lagi.'));
      return;
    }
    enqueueSnackbar('Kursi seminar Anda sudah dibatalkan.', { variant: 'success' });
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        Berhalangan hadir? Batalkan kursi Anda
        {closesAt ? ` paling lambat ${formatDateTime(closesAt)}` : ''} agar bisa dipakai peserta
        lain.
      </Typography>
      {refusal ? <Alert severity="error">{refusal}</Alert> : null}
      <Button color="error" variant="text" onClick={() => setOpen(true)}>
        Batalkan kursi
      </Button>
      <ConfirmDialog
        open={open}
        title="Batalkan kursi seminar?"
        text={`Tiket ${ticketId} tidak berlaku lagi dan kursinya diberikan ke peserta lain. Anda bisa mendaftar lagi selama kursi masih tersedia.`}
        confirmLabel="Ya, batalkan kursi"
        busy={isLoading}
        onCancel={() => setOpen(false)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
