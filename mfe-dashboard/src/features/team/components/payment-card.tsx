import type { PaymentStatus, TeamDetail } from '@gcw/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { EventDeadline } from '../../../components/event-deadline';
import { useFileDownload } from '../../../hooks/use-file-download';
import { ReplacePaymentForm } from './replace-payment-form';

const PAYMENT: Record<PaymentStatus, { severity: 'info' | 'success' | 'error'; text: string }> = {
  pending: {
    severity: 'info',
    text: 'Menunggu verifikasi panitia. Kami akan memeriksa bukti pembayaran Anda.',
  },
  verified: { severity: 'success', text: 'Pembayaran terverifikasi.' },
  rejected: { severity: 'error', text: 'Bukti pembayaran ditolak.' },
};

/**
 * Payment review state, the reason of a rejection and, for the leader (the only one the API
 * lets replace it), a way to upload the proof again.
 */
export function PaymentCard({ team, isLeader }: { team: TeamDetail; isLeader: boolean }) {
  const { download, busy } = useFileDownload();
  const state = PAYMENT[team.payment_status];
  return (
    <Card variant="outlined" component="section" aria-labelledby="payment-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="payment-title" variant="h3" component="h2" sx={{ fontSize: '1.1rem' }}>
            Pembayaran
          </Typography>
          <Alert severity={state.severity}>
            {state.text}
            {team.payment_status === 'rejected' && team.payment_note ? (
              <> Alasan: {team.payment_note}</>
            ) : null}
          </Alert>
          {team.payment_reference ? (
            <Typography variant="body2">
              Berita transfer bukti ini: <strong>{team.payment_reference}</strong>
            </Typography>
          ) : null}
          {team.bukti_pembayaran_url ? (
            <Button
              variant="text"
              sx={{ alignSelf: 'flex-start' }}
              disabled={busy}
              onClick={() => download(team.bukti_pembayaran_url ?? '', 'bukti-pembayaran')}
            >
              Unduh bukti pembayaran
            </Button>
          ) : null}
          {team.payment_status !== 'verified' ? (
            <>
              <EventDeadline
                event={team.event_type}
                window="registration"
                label="Unggah bukti pembayaran"
              />
              {isLeader ? (
                <ReplacePaymentForm
                  rejected={team.payment_status === 'rejected'}
                  competition={team.event_type}
                />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  Hanya ketua tim yang dapat mengganti bukti pembayaran.
                </Typography>
              )}
            </>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
