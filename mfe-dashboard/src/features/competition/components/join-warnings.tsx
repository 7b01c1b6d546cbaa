import type { CompetitionType, TeamSummary } from '@gcw/shared';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

import { COMPETITIONS } from '../../../lib/competition-info';
import { institutionMismatch } from '../institution-match';

interface JoinWarningsProps {
  team: TeamSummary;
  competition: CompetitionType;
  institusi: string | null;
}

/** The rules the server would refuse on, explained before the user presses Join. */
export function JoinWarnings({ team, competition, institusi }: JoinWarningsProps) {
  const warnings: string[] = [];
  if (team.is_full) {
    warnings.push(`Tim ini sudah penuh (${team.member_count}/${team.max_members} anggota).`);
  }
  const mismatch = institutionMismatch(team.institusi, institusi);
  if (mismatch) warnings.push(mismatch);
  if (team.event_type !== competition) {
    warnings.push(
      `Ini tim ${COMPETITIONS[team.event_type].title}, bukan ${COMPETITIONS[competition].title}. Dengan bergabung, Anda terdaftar di ${COMPETITIONS[team.event_type].title}.`,
    );
  }
  if (warnings.length === 0) return null;
  return (
    <Stack spacing={1}>
      {warnings.map((warning) => (
        <Alert key={warning} severity="warning">
          {warning}
        </Alert>
      ))}
    </Stack>
  );
}
