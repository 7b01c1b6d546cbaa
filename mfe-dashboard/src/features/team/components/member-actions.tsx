import type { TeamDetail, TeamMember } from '@gcw/shared';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useRemoveMemberMutation, useTransferLeadershipMutation } from '../api/team-manage-api';
import { useTeamAction } from '../hooks/use-team-action';

type Pending = { action: 'remove' | 'lead'; member: TeamMember } | null;

/** Per member: hand over leadership, or remove (until the payment is verified, as the API rules). */
export function MemberActions({ team }: { team: TeamDetail }) {
  const [pending, setPending] = useState<Pending>(null);
  const [remove, removing] = useRemoveMemberMutation();
  const [transfer, transferring] = useTransferLeadershipMutation();
  const act = useTeamAction();
  const others = team.members.filter((m) => !m.is_leader);
  const removable = team.payment_status !== 'verified' && team.status === 'Registered';
  if (others.length === 0) return null;

  const confirm = async () => {
    if (!pending) return;
    const { member } = pending;
    if (pending.action === 'remove')
      await act(
        () => remove({ id: team.id, userId: member.id }),
        `${member.name} dikeluarkan dari tim`,
        'Anggota gagal dikeluarkan.',
      );
    else
      await act(
        () => transfer({ id: team.id, user_id: member.id }),
        `${member.name} kini ketua tim`,
        'Ketua tim gagal diganti.',
      );
    setPending(null);
  };

  return (
    <section aria-labelledby="member-actions-title">
      <Typography id="member-actions-title" variant="h3" component="h2" sx={{ fontSize: '1.1rem' }}>
        Kelola anggota
      </Typography>
      {removable ? null : (
        <Typography variant="body2" color="text.secondary">
          Anggota tidak dapat dikeluarkan lagi karena pembayaran tim sudah diverifikasi.
        </Typography>
      )}
      <List aria-labelledby="member-actions-title">
        {others.map((member) => (
          <ListItem key={member.id} disableGutters divider>
            <ListItemText primary={member.name} />
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                aria-label={`Jadikan ${member.name} ketua`}
                onClick={() => setPending({ action: 'lead', member })}
              >
                Jadikan ketua
              </Button>
              {removable ? (
                <Button
                  size="small"
                  color="error"
                  aria-label={`Keluarkan ${member.name}`}
                  onClick={() => setPending({ action: 'remove', member })}
                >
                  Keluarkan
                </Button>
              ) : null}
            </Stack>
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.action === 'remove'
            ? `Keluarkan ${pending.member.name}?`
            : `Serahkan ketua kepada ${pending?.member.name ?? ''}?`
        }
        text={
          pending?.action === 'remove'
            ? 'Anggota ini tidak lagi dapat membuka halaman tim dan akan diberi tahu.'
            : 'Anda menjadi anggota biasa dan tidak dapat lagi mengelola tim.'
        }
        confirmLabel={pending?.action === 'remove' ? 'Ya, keluarkan' : 'Ya, serahkan'}
        busy={removing.isLoading || transferring.isLoading}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      />
    </section>
  );
}
