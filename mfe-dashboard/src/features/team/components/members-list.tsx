import type { TeamMember } from '@gcw/shared';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface MembersListProps {
  members: TeamMember[];
  maxMembers: number;
  currentUserId: number | undefined;
}

/** The members with their institution, NIM and who leads. */
export function MembersList({ members, maxMembers, currentUserId }: MembersListProps) {
  return (
    <section aria-labelledby="members-title">
      <Typography id="members-title" variant="h3" component="h2" sx={{ fontSize: '1.1rem' }}>
        Anggota ({members.length}/{maxMembers})
      </Typography>
      <List aria-labelledby="members-title">
        {members.map((member) => (
          <ListItem key={member.id} disableGutters divider>
            <ListItemText
              primary={
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ flexWrap: 'wrap', alignItems: 'center' }}
                >
                  <span>{member.name}</span>
                  {member.is_leader ? <Chip size="small" color="primary" label="Ketua" /> : null}
                  {member.id === currentUserId ? <Chip size="small" label="Anda" /> : null}
                </Stack>
              }
              secondary={[member.institusi, member.nim ? `NIM ${member.nim}` : null, member.email]
                .filter(Boolean)
                .join(' · ')}
              slotProps={{ secondary: { sx: { wordBreak: 'break-word' } } }}
            />
          </ListItem>
        ))}
      </List>
      {members.length < maxMembers ? (
        <Typography variant="body2" color="text.secondary">
          Masih ada {maxMembers - members.length} tempat. Bagikan kode gabung ke teman satu
          institusi.
        </Typography>
      ) : null}
    </section>
  );
}
