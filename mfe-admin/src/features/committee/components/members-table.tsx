import type { CommitteeMember, CommitteeRole } from '@gcw/shared/contract';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

import { MemberRoleChips } from './member-role-chips';

interface MembersTableProps {
  members: readonly CommitteeMember[];
  roles: readonly CommitteeRole[];
  actions: (member: CommitteeMember) => ReactNode;
}

/** The committee on a wide screen: one row per member. */
export function MembersTable({ members, roles, actions }: MembersTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Anggota panitia">
        <TableHead>
          <TableRow>
            <TableCell>Nama</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Institusi</TableCell>
            <TableCell>Peran</TableCell>
            <TableCell>Tindakan</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => (
            <TableRow key={member.user_id}>
              <TableCell>{member.name}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{member.email}</TableCell>
              <TableCell>{member.institution_name ?? '—'}</TableCell>
              <TableCell>
                <MemberRoleChips member={member} roles={roles} />
              </TableCell>
              <TableCell>{actions(member)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
