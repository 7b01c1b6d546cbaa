import type { RetentionRun } from '@gcw/shared/contract';
import { formatDateTime } from '@gcw/shared/format';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { NOTHING_REMOVED, runSummary } from '../privacy-labels';

function removedText(run: RetentionRun): string {
  const summary = runSummary(run);
  return summary === null ? NOTHING_REMOVED : `Dihapus: ${summary}`;
}

/** The job's latest runs on a phone: a card per run, what it removed in one sentence. */
export function RetentionRunCards({ runs }: { runs: readonly RetentionRun[] }) {
  return (
    <Stack
      component="ul"
      aria-label="Riwayat retensi"
      spacing={1}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {runs.map((run) => (
        <Paper key={run.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="subtitle2" component="p">
            {formatDateTime(run.ran_at)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {removedText(run)}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
