import type { JudgingStage, JudgingStageInfo } from '@gcw/shared/contract';
import { formatDateTime } from '@gcw/shared/format';
import { errorMessage } from '@gcw/shared/store';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';

import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSetStageClosedMutation } from '../api/judging-api';

interface StageStatusProps {
  stage: JudgingStage;
  info: JudgingStageInfo;
}

/** Where a stage's judging stands, and closing it (scores become visible) or opening it again. */
export function StageStatus({ stage, info }: StageStatusProps) {
  const [setClosed, { isLoading }] = useSetStageClosedMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const closed = info.closed_at !== null;

  const toggle = async () => {
    setFailure(null);
    const result = await setClosed({ stage, closed: !closed });
    setAsking(false);
    if ('error' in result) {
      setFailure(errorMessage(result.error, 'Status penilaian gagal diubah.'));
      return;
    }
    enqueueSnackbar(closed ? 'Penilaian dibuka kembali.' : 'Penilaian ditutup.', {
      variant: 'success',
    });
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip
          size="small"
          color={closed ? 'default' : 'success'}
          label={closed ? `Ditutup ${formatDateTime(info.closed_at!)}` : 'Penilaian dibuka'}
        />
        {info.shortlisted_at ? (
          <Chip
            size="small"
            color="info"
            label={`Tim lolos ditetapkan ${formatDateTime(info.shortlisted_at)}`}
          />
        ) : null}
      </Stack>
      <Typography variant="body2">
        {info.teams} tim · {info.assignments} penugasan juri · {info.submitted} nilai terkirim
      </Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {/* Once the shortlist went out the teams have been told: the stage stays closed. */}
      {info.shortlisted_at ? null : (
        <Button
          type="button"
          variant={closed ? 'outlined' : 'contained'}
          onClick={() => setAsking(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {closed ? 'Buka kembali penilaian' : 'Tutup penilaian'}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={closed ? 'Buka kembali penilaian?' : 'Tutup penilaian?'}
        message={
          closed
            ? 'Juri dapat mengubah draf dan mengirim nilai lagi. Nilai juri lain kembali tersembunyi dari mereka.'
            : 'Juri tidak dapat lagi menyimpan atau mengirim nilai, dan hasil penilaian dapat dibaca juri. Draf yang belum dikirim tidak dihitung.'
        }
        confirmLabel={closed ? 'Ya, buka kembali' : 'Ya, tutup'}
        busy={isLoading}
        onConfirm={() => void toggle()}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
