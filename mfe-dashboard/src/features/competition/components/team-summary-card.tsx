import type { TeamSummary } from '@gcw/shared';
import { teamNameWithPrefix } from '@gcw/shared';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** What a join code points at, shown before the user joins. */
export function TeamSummaryCard({ team }: { team: TeamSummary }) {
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={teamNameWithPrefix(team.team_name, 'Tim')}
    >
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem' }}>
            {team.team_name}
          </Typography>
          <Chip size="small" label={team.event_name} />
          {team.is_full ? <Chip size="small" color="error" label="Penuh" /> : null}
        </Stack>
        <Typography sx={{ mt: 1 }}>Institusi: {team.institusi}</Typography>
        <Typography>Ketua: {team.leader_name}</Typography>
        <Typography>
          Anggota: {team.member_count} dari {team.max_members}
        </Typography>
      </CardContent>
    </Card>
  );
}
