import type { CommitteeMember } from '@gcw/shared/contract';
import { errorMessage } from '@gcw/shared/store';
import { PageFrame } from '@gcw/shared/ui';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';

import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useGetCommitteeMembersQuery, useGetCommitteeRolesQuery } from '../api/committee-api';
import { useMemberActions } from '../hooks/use-member-actions';
import { EditRolesDialog } from './edit-roles-dialog';
import { InviteDialog } from './invite-dialog';
import { MemberActions } from './member-actions';
import { MemberCards } from './member-cards';
import { MembersTable } from './members-table';
import { RolesGrantsSection } from './roles-grants-section';

type Open =
  | { kind: 'invite' }
  | { kind: 'roles'; member: CommitteeMember }
  | { kind: 'remove'; member: CommitteeMember }
  | null;

/** /admin/panitia: the committee's members and their roles, invites, and what each role may do. */
export function CommitteePage() {
  const members = useGetCommitteeMembersQuery();
  const roles = useGetCommitteeRolesQuery();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { resendInvite, removeMember, busy } = useMemberActions();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const roleList = roles.data ?? [];
  const list = members.data ?? [];

  const actions = (member: CommitteeMember) => (
    <MemberActions
      member={member}
      busy={busy}
      onEditRoles={(m) => setOpen({ kind: 'roles', member: m })}
      onResend={(m) => void resendInvite(m)}
      onRemove={(m) => setOpen({ kind: 'remove', member: m })}
    />
  );
  const List = phone ? MemberCards : MembersTable;

  return (
    <PageFrame
      title="Panitia"
      subtitle="Anggota panitia, peran mereka, dan apa yang boleh dilakukan setiap peran."
      actions={
        <Button
          variant="contained"
          startIcon={<PersonAddIcon />}
          onClick={() => setOpen({ kind: 'invite' })}
          disabled={!roles.data}
        >
          Undang anggota
        </Button>
      }
    >
      <Stack spacing={4}>
        <Stack spacing={2}>
          {members.error ? (
            <Alert severity="error">
              {errorMessage(members.error, 'Daftar panitia tidak dapat dimuat.')}
            </Alert>
          ) : null}
          {members.isLoading ? <Skeleton variant="rounded" height={160} /> : null}
          {members.data ? <List members={list} roles={roleList} actions={actions} /> : null}
        </Stack>
        {roles.error ? (
          <Alert severity="error">{errorMessage(roles.error, 'Peran tidak dapat dimuat.')}</Alert>
        ) : null}
        {roles.data ? <RolesGrantsSection roles={roleList} /> : null}
      </Stack>
      {open?.kind === 'invite' ? <InviteDialog roles={roleList} onClose={close} /> : null}
      {open?.kind === 'roles' ? (
        <EditRolesDialog member={open.member} roles={roleList} onClose={close} />
      ) : null}
      <ConfirmDialog
        open={open?.kind === 'remove'}
        title="Keluarkan dari panitia"
        message={
          open?.kind === 'remove'
            ? `${open.member.name} tidak lagi menjadi panitia dan tidak dapat membuka halaman admin.`
            : ''
        }
        confirmLabel="Keluarkan"
        danger
        busy={busy}
        onClose={close}
        onConfirm={async () => {
          if (open?.kind === 'remove' && (await removeMember(open.member))) close();
        }}
      />
    </PageFrame>
  );
}
