import type { EventStatus } from '@gcw/shared';
import { isSectionUnlocked } from '@gcw/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';

import type { CompetitionInfo } from '../../../lib/competition-info';

const SECTIONS = ['stage-1', 'stage-2', 'final'] as const;

/** Already in this competition: where the team and the open stages are. */
export function RegisteredPanel({ info, status }: { info: CompetitionInfo; status: EventStatus }) {
  return (
    <Alert severity="success">
      <AlertTitle>Anda sudah terdaftar di {info.title}</AlertTitle>
      Lihat tim Anda, bagikan kode gabung ke anggota, dan pantau status pembayaran.
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
        <Button component={RouterLink} to={info.teamPath} variant="contained" size="small">
          Lihat tim saya
        </Button>
        {info.stages.map((stage, index) =>
          isSectionUnlocked(status, SECTIONS[index] ?? 'final') ? (
            <Button
              key={stage.path}
              component={RouterLink}
              to={stage.path}
              variant="outlined"
              size="small"
            >
              {stage.title}
            </Button>
          ) : null,
        )}
      </Stack>
    </Alert>
  );
}
