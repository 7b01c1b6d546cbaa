import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { CompetitionType, TeamSummary } from '@gcw/shared';

import { COMPETITIONS } from '../competition-info';

/** Same comparison as the API: case, surrounding and repeated spaces do not count. */
function sameInstitution(a: string | null, b: string | null) {
  const norm = (value: string | null) => (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) !== '' && norm(a) === norm(b);
}

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
  if (!sameInstitution(team.institusi, institusi)) {
    warnings.push(
      `Institusi Anda (${institusi ?? 'belum diisi'}) berbeda dengan institusi tim (${team.institusi}). Semua anggota tim harus dari institusi yang sama.`,
    );
  }
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
