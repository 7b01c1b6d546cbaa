import type { AdminTeam } from '@gcw/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';

import { FilePreview } from '../../../components/file-preview';
import { MissingGrantNote } from '../../../components/missing-grant-note';
import { useGrant } from '../../../hooks/use-grant';
import { useTeamActions } from '../hooks/use-team-actions';
import { RejectPaymentDialog } from './reject-payment-dialog';
import { PaymentChip } from './team-chips';

interface SectionProps {
  team: AdminTeam;
  /** Receives the team as the API answered after an action. */
  onChanged: (team: AdminTeam) => void;
}

export function TeamPaymentSection({ team, onChanged }: SectionProps) {
  const { verifyPayment, rejectPayment, busy } = useTeamActions(onChanged);
  const [rejecting, setRejecting] = useState(false);
  // Finance verifies payments; a division that only manages teams sees the proof, not the buttons.
  const payments = useGrant('payments.verify', team.event_type);
  // Verifying removes the button that had focus: the heading takes it, and with it the new status.
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Stack component="section" aria-labelledby="payment-title" spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography
          id="payment-title"
          ref={heading}
          tabIndex={-1}
          variant="subtitle1"
          component="h3"
        >
          Pembayaran
        </Typography>
        <PaymentChip status={team.payment_status} />
      </Stack>
      {team.payment_status === 'rejected' && team.payment_note ? (
        <Alert severity="warning">Alasan penolakan: {team.payment_note}</Alert>
      ) : null}
      {team.payment_reference ? (
        <Typography variant="body2">
          Berita transfer yang diminta: <strong>{team.payment_reference}</strong>. Cocokkan dengan
          berita pada bukti dan mutasi rekening.
        </Typography>
      ) : null}
      <FilePreview path={team.bukti_pembayaran_url} title="Bukti pembayaran" />
      <MissingGrantNote missing={payments.missing} />
      {payments.allowed ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {team.payment_status !== 'verified' ? (
            <Button
              variant="contained"
              color="success"
              disabled={busy}
              onClick={async () => {
                if (await verifyPayment(team)) heading.current?.focus();
              }}
            >
              Verifikasi pembayaran
            </Button>
          ) : null}
          <Button
            variant="outlined"
            color="error"
            disabled={busy}
            onClick={() => setRejecting(true)}
          >
            Tolak pembayaran
          </Button>
        </Stack>
      ) : null}
      {/* Mounted only while open, so a new rejection starts with an empty reason. */}
      {rejecting ? (
        <RejectPaymentDialog
          open
          teamName={team.team_name}
          busy={busy}
          onClose={() => setRejecting(false)}
          onConfirm={async (reason) => {
            if ((await rejectPayment(team, reason)) !== 'failed') setRejecting(false);
          }}
        />
      ) : null}
    </Stack>
  );
}
