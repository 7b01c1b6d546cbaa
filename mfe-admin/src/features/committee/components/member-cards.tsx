import type { CommitteeMember, CommitteeRole } from '@gcw/shared/contract';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { MemberRoleChips } from './member-role-chips';

interface MemberCardsProps {
  members: readonly CommitteeMember[];
  roles: readonly CommitteeRole[];
  actions: (member: CommitteeMember) => ReactNode;
}

/** The committee on a phone: a card per member, nothing to scroll sideways. */
export function MemberCards({ members, roles, actions }: MemberCardsProps) {
  return (
    <Stack
      component="ul"
      aria-label="Anggota panitia"
      spacing={1}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {members.map((member) => (
        <Paper key={member.user_id} component="li" variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="subtitle2" component="p">
            {member.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {member.email}
          </Typography>
          {member.institution_name ? (
            <Typography variant="body2" color="text.secondary">
              {member.institution_name}
            </Typography>
          ) : null}
          <Stack spacing={1} sx={{ mt: 1 }}>
            <MemberRoleChips member={member} roles={roles} />
            {actions(member)}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
