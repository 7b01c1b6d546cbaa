import type { CompetitionType } from '@gcw/shared';
import { MAX_TEAM_SIZE } from '@gcw/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';

/** R1.7 and R9.3, R9.4 rules, stated before the user runs into them. */
export function CompetitionRules({ competition }: { competition: CompetitionType }) {
  return (
    <Alert severity="info">
      <AlertTitle>Aturan tim</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        <li>Semua anggota tim berasal dari institusi (universitas) yang sama.</li>
        <li>
          Satu peserta hanya boleh mengikuti satu kompetisi: Hackathon atau Competitive Programming,
          tidak keduanya.
        </li>
        <li>Maksimal {MAX_TEAM_SIZE[competition]} orang per tim, termasuk ketua.</li>
        <li>Seminar bersifat individu dan boleh diikuti bersama salah satu kompetisi.</li>
      </Box>
    </Alert>
  );
}
