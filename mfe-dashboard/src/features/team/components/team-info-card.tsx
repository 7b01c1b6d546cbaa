import type { TeamDetail } from '@gcw/shared';
import { formatDateTime } from '@gcw/shared/format';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { FactList } from '../../../components/fact-list';
import { STATUS_LABEL } from '../../../lib/status-labels';
import { JoinCodeBox } from './join-code-box';

/** Name, stage, join code, institution and supervisor of a team. */
export function TeamInfoCard({ team }: { team: TeamDetail }) {
  const facts = [
    { label: 'Kompetisi', value: team.event_name },
    { label: 'Institusi', value: team.institusi },
    { label: 'Dosen pembimbing', value: team.supervisor },
    { label: 'NIDN pembimbing', value: team.supervisor_nidn },
    { label: 'Terdaftar', value: formatDateTime(team.created_at) },
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Typography
              variant="h2"
              component="h2"
              sx={{ fontSize: '1.35rem', wordBreak: 'break-word' }}
            >
              {team.team_name}
            </Typography>
            <Chip color="primary" label={`Tahap tim: ${STATUS_LABEL[team.status]}`} />
          </Stack>
          <JoinCodeBox code={team.join_code} />
          <FactList facts={facts} bold={false} />
        </Stack>
      </CardContent>
    </Card>
  );
}
