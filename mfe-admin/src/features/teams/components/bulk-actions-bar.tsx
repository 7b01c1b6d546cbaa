import type { AdminTeam } from '@gcw/shared';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useGrant } from '../../../hooks/use-grant';
import { bulkTargets, useBulkTeamActions } from '../hooks/use-bulk-team-actions';

interface BulkActionsBarProps {
  teams: AdminTeam[];
  onDone: () => void;
}

type Pending = 'verify' | 'advance' | null;

/** Appears once teams are selected; each bulk action is confirmed with what it will skip. */
export function BulkActionsBar({ teams, onDone }: BulkActionsBarProps) {
  const { verifyAll, advanceAll, busy } = useBulkTeamActions();
  const [pending, setPending] = useState<Pending>(null);
  // One competition per page: each action shows only to those its permission is given to.
  const competition = teams[0]?.event_type;
  const payments = useGrant('payments.verify', competition);
  const manage = useGrant('teams.manage', competition);
  if (teams.length === 0) return null;
  const targets = bulkTargets(teams);
  const count = pending ? targets[pending].length : 0;
  const skipped = teams.length - count;

  const confirm = async () => {
    if (pending === 'verify') await verifyAll(teams);
    if (pending === 'advance') await advanceAll(teams);
    setPending(null);
    onDone();
  };

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} role="region" aria-label="Aksi massal">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Typography sx={{ flexGrow: 1 }}>{teams.length} tim dipilih</Typography>
        {payments.allowed ? (
          <Button variant="contained" color="success" onClick={() => setPending('verify')}>
            Verifikasi pembayaran terpilih
          </Button>
        ) : null}
        {manage.allowed ? (
          <Button variant="contained" onClick={() => setPending('advance')}>
            Naikkan tahap terpilih
          </Button>
        ) : null}
        <Button onClick={onDone}>Batal pilih</Button>
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        title={pending === 'verify' ? 'Verifikasi pembayaran' : 'Naikkan tahap'}
        message={
          <>
            {pending === 'verify'
              ? `${count} tim akan diverifikasi pembayarannya.`
              : `${count} tim akan naik satu tahap; semua anggotanya ikut naik.`}
            {skipped > 0
              ? pending === 'verify'
                ? ` ${skipped} tim dilewati karena sudah terverifikasi.`
                : ` ${skipped} tim dilewati (pembayaran belum terverifikasi atau sudah Final).`
              : ''}
          </>
        }
        confirmLabel={pending === 'verify' ? 'Verifikasi' : 'Naikkan'}
        confirmDisabled={count === 0}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </Paper>
  );
}
