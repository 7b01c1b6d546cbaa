import type { JudgeTeamDetail } from '@gcw/shared/contract';
import { JUDGING_LIMITS } from '@gcw/shared/contract';
import { formatDateTime } from '@gcw/shared/format';
import { StickyActions } from '@gcw/shared/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useScoreForm } from '../hooks/use-score-form';
import { CriterionScoreField } from './criterion-score-field';

/** The rubric as number inputs, a comment, and the two actions; read-only once sent or closed. */
export function ScoreForm({ detail }: { detail: JudgeTeamDetail }) {
  const form = useScoreForm(detail);
  const submittedAt = detail.my_score?.submitted_at ?? null;
  const readOnly = submittedAt !== null || detail.closed;
  const totalWeight = detail.criteria.reduce((sum, c) => sum + c.weight, 0);

  return (
    <Stack
      component="form"
      aria-label="Nilai tim"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        form.askSubmit();
      }}
    >
      {submittedAt ? (
        <Alert severity="success">
          {`Nilai Anda terkirim ${formatDateTime(submittedAt)} dan tidak bisa diubah lagi.`}
        </Alert>
      ) : detail.closed ? (
        <Alert severity="info">Penilaian tahap ini sudah ditutup. Nilai tidak bisa diubah.</Alert>
      ) : detail.my_score ? (
        <Typography variant="body2" color="text.secondary">
          {`Draf terakhir disimpan ${formatDateTime(detail.my_score.updated_at)}.`}
        </Typography>
      ) : null}
      {detail.criteria.map((criterion) => (
        <CriterionScoreField
          key={criterion.id}
          criterion={criterion}
          share={totalWeight > 0 ? criterion.weight / totalWeight : 0}
          value={form.values.scores[criterion.id] ?? ''}
          error={form.errors.scores?.[criterion.id]}
          readOnly={readOnly}
          onChange={(text) => form.setScore(criterion.id, text)}
        />
      ))}
      <TextField
        label="Komentar untuk tim"
        value={form.values.comment}
        onChange={(event) => form.setComment(event.target.value)}
        error={Boolean(form.errors.comment)}
        helperText={
          form.errors.comment ?? 'Opsional. Catatan singkat tentang kekuatan dan kekurangan tim.'
        }
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: JUDGING_LIMITS.commentMax, readOnly } }}
      />
      {form.failure ? <Alert severity="error">{form.failure}</Alert> : null}
      {readOnly ? null : (
        <StickyActions>
          <Stack direction="row" spacing={1.5}>
            <Button
              type="button"
              variant="outlined"
              disabled={form.busy}
              onClick={form.saveDraft}
              sx={{ flex: { xs: 1, sm: 'none' } }}
            >
              Simpan draf
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={form.busy}
              sx={{ flex: { xs: 1, sm: 'none' } }}
            >
              Kirim nilai
            </Button>
          </Stack>
        </StickyActions>
      )}
      <ConfirmDialog
        open={form.confirming}
        title={`Kirim nilai untuk ${detail.team_name}?`}
        message="Setelah dikirim, nilai dan komentar tidak bisa diubah lagi."
        confirmLabel="Ya, kirim"
        busy={form.busy}
        onConfirm={form.submit}
        onClose={form.cancelSubmit}
      />
    </Stack>
  );
}
