import type { AdminTeam } from '@gcw/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { TeamMemberCard } from './team-member-card';

export function TeamMembersSection({ team }: { team: AdminTeam }) {
  return (
    <Box component="section" aria-labelledby="members-title">
      <Typography id="members-title" variant="subtitle1" component="h3" gutterBottom>
        Anggota ({team.member_count}/{team.max_members})
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}
      >
        {team.members.map((member) => (
          <TeamMemberCard key={member.id} member={member} />
        ))}
      </Box>
    </Box>
  );
}
