import type { Ticket } from '@gcw/shared';
import { formatDateTime } from '@gcw/shared/format';
import { selectAppConfig, selectUser, useAppSelector } from '@gcw/shared/store';
import DownloadIcon from '@mui/icons-material/Download';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { useSeminarSettings } from '../hooks/use-seminar-settings';
import { seminarWhen } from '../seminar-schedule';
import { CalendarButton } from './calendar-button';
import { CancelSeat } from './cancel-seat';
import { TicketQrDialog } from './ticket-qr-dialog';

const TO_BE_ANNOUNCED = 'Akan diumumkan panitia';

/**
 * The seminar ticket: its holder, when and where, the QR code to download or show full screen
 * at the door, a calendar entry, and giving the seat back before the cut-off.
 */
export function TicketCard({ ticket }: { ticket: Ticket }) {
  const { apiOrigin } = useAppSelector(selectAppConfig);
  const holder = useAppSelector(selectUser)?.name ?? '';
  const seminar = useSeminarSettings();
  const [open, setOpen] = useState(false);
  // The QR URL carries a signed ticket, so an <img> can load it without the Bearer token.
  const qrUrl = `${apiOrigin}${ticket.qr_code_url}`;
  const when = seminar ? seminarWhen(seminar) : null;
  const facts = [
    { label: 'Nomor tiket', value: ticket.ticket_id },
    { label: 'Nama', value: holder },
    { label: 'Waktu', value: when ?? TO_BE_ANNOUNCED },
    { label: 'Tempat', value: seminar?.venue || TO_BE_ANNOUNCED },
    { label: 'Jenis', value: ticket.type },
    { label: 'Berlaku sampai', value: formatDateTime(ticket.valid_until) },
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby="ticket-title">
      <CardContent>
        <Typography
          id="ticket-title"
          variant="h2"
          component="h2"
          sx={{ fontSize: '1.25rem', mb: 2 }}
        >
          Tiket seminar Anda
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={3}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Box
            component="img"
            src={qrUrl}
            alt={`Kode QR tiket ${ticket.ticket_id}`}
            sx={{ width: 200, height: 200, alignSelf: 'center', bgcolor: '#fff', borderRadius: 1 }}
          />
          <Box component="dl" sx={{ m: 0 }}>
            {facts.map((fact) => (
              <Box key={fact.label} sx={{ mb: 1 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {fact.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600, wordBreak: 'break-all' }}>
                  {fact.value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" startIcon={<FullscreenIcon />} onClick={() => setOpen(true)}>
            Tampilkan layar penuh
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            href={qrUrl}
            download={`tiket-seminar-${ticket.ticket_id}.png`}
          >
            Unduh kode QR
          </Button>
          <CalendarButton ticketId={ticket.ticket_id} scheduled={Boolean(when)} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          Tunjukkan kode QR ini kepada panitia di pintu masuk. Naikkan kecerahan layar agar mudah
          dipindai.
        </Typography>
        {seminar ? (
          <Box sx={{ mt: 2 }}>
            <CancelSeat ticketId={ticket.ticket_id} seminar={seminar} />
          </Box>
        ) : null}
      </CardContent>
      <TicketQrDialog
        open={open}
        onClose={() => setOpen(false)}
        qrUrl={qrUrl}
        ticketId={ticket.ticket_id}
      />
    </Card>
  );
}
