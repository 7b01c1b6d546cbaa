import type { JudgingResultRow, JudgingStage, JudgingStageInfo } from '@gcw/shared/contract';
import { EVENT_STATUS_LABELS, JUDGING_STAGE_STATUS } from '@gcw/shared/contract';
import { errorMessage } from '@gcw/shared/store';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useGetResultsQuery } from '../api/judging-api';
import { useShortlist } from '../hooks/use-shortlist';
import { EMPTY_STAGE_TEXT } from '../judging-labels';
import { ResultsTable } from './results-table';
import { ShortlistBar } from './shortlist-bar';

interface PanelProps {
  stage: JudgingStage;
  info: JudgingStageInfo;
}

/** The ranking of a stage and, once its judging is closed, the shortlist that moves teams on. */
export function ResultsPanel({ stage, info }: PanelProps) {
  const results = useGetResultsQuery(stage);
  if (results.isLoading) return <Skeleton variant="rounded" height={160} />;
  if (results.error)
    return (
      <Alert severity="error">{errorMessage(results.error, 'Hasil penilaian gagal dimuat.')}</Alert>
    );
  if (!results.data?.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {EMPTY_STAGE_TEXT}
      </Typography>
    );
  return <Ranking stage={stage} info={info} rows={results.data} />;
}

function Ranking({ stage, info, rows }: PanelProps & { rows: JudgingResultRow[] }) {
  const shortlist = useShortlist(stage, rows);
  const next = JUDGING_STAGE_STATUS[stage].next;
  const open = next !== null && info.closed_at !== null && info.shortlisted_at === null;
  let note: string | null = null;
  if (next === null) note = 'Tahap terakhir: peringkat ini menjadi hasil akhir.';
  else if (info.shortlisted_at) note = 'Tim yang lolos dari tahap ini sudah ditetapkan.';
  else if (!info.closed_at) note = 'Tutup penilaian dulu untuk menetapkan tim yang lolos.';

  return (
    <Stack spacing={2}>
      {note ? (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      ) : null}
      {open ? (
        <ShortlistBar
          count={shortlist.count}
          total={rows.length}
          onPickTop={shortlist.pickTop}
          onConfirm={shortlist.ask}
        />
      ) : null}
      <ResultsTable
        rows={rows}
        selected={open ? shortlist.selected : undefined}
        onToggle={open ? shortlist.toggle : undefined}
      />
      {next ? (
        <ConfirmDialog
          open={shortlist.confirming}
          title="Tetapkan tim yang lolos?"
          message={`${shortlist.count} tim lolos ke ${EVENT_STATUS_LABELS[next]} dan ${shortlist.rest} tim tidak lolos. Setiap tim diberi tahu lewat lonceng dan email. Langkah ini tidak bisa dibatalkan dari halaman ini.`}
          confirmLabel="Ya, tetapkan"
          busy={shortlist.busy}
          onConfirm={() => void shortlist.submit()}
          onClose={shortlist.cancel}
        >
          {shortlist.failure ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {shortlist.failure}
            </Alert>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}
