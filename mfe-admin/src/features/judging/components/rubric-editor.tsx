import type { JudgingStage, JudgingStageInfo } from '@gcw/shared/contract';
import { JUDGING_LIMITS, JUDGING_STAGE_LABELS } from '@gcw/shared/contract';
import { errorMessage } from '@gcw/shared/store';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikErrors, FormikTouched } from 'formik';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useState } from 'react';

import { useSaveRubricMutation } from '../api/judging-api';
import type { CriterionValues, RubricFormValues } from '../rubric-form-values';
import {
  EMPTY_CRITERION,
  toRubricPayload,
  toRubricValues,
  validateRubric,
  weightShares,
} from '../rubric-form-values';
import { CriterionFields } from './criterion-fields';

interface RubricEditorProps {
  stage: JudgingStage;
  info: JudgingStageInfo;
}

/** A stage's rubric: criteria with weights and score ranges, and how many judges score a team. */
export function RubricEditor({ stage, info }: RubricEditorProps) {
  const [save] = useSaveRubricMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<RubricFormValues>({
    initialValues: toRubricValues(info),
    enableReinitialize: true,
    validate: validateRubric,
    onSubmit: async (values) => {
      setFailure(null);
      const result = await save({ stage, body: toRubricPayload(values) });
      if ('error' in result) {
        setFailure(errorMessage(result.error, 'Rubrik gagal disimpan.'));
        return;
      }
      enqueueSnackbar(`Rubrik ${JUDGING_STAGE_LABELS[stage]} disimpan.`, { variant: 'success' });
    },
  });
  const { values, errors, touched } = formik;
  const criteria = values.criteria;
  const shares = weightShares(criteria);
  const setCriteria = (next: CriterionValues[]) => void formik.setFieldValue('criteria', next);
  const rowErrors = Array.isArray(errors.criteria) ? errors.criteria : [];
  const listError = typeof errors.criteria === 'string' ? errors.criteria : undefined;
  const showAll = formik.submitCount > 0;
  // The API refuses a new rubric once a judge submitted a score against the old one.
  const locked = info.submitted > 0;
  const judgesError = showAll || touched.judges_per_team ? errors.judges_per_team : undefined;

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Rubrik penilaian">
      <Stack spacing={2}>
        {locked ? (
          <Alert severity="info">
            Sudah ada nilai yang dikirim juri untuk tahap ini, jadi rubrik tidak dapat diubah lagi.
          </Alert>
        ) : null}
        <TextField
          name="judges_per_team"
          type="number"
          label="Juri per tim"
          value={values.judges_per_team}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={Boolean(judgesError)}
          helperText={judgesError ?? 'Berapa juri yang menilai setiap tim.'}
          required
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric', min: 1, step: 1 } }}
          sx={{ maxWidth: 240 }}
        />
        {criteria.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Belum ada kriteria. Tambahkan minimal satu.
          </Typography>
        ) : null}
        {criteria.map((criterion, index) => (
          <CriterionFields
            key={index}
            index={index}
            value={criterion}
            share={shares[index] ?? null}
            errors={rowErrors[index] as string | FormikErrors<CriterionValues> | undefined}
            touched={(touched.criteria as FormikTouched<CriterionValues>[] | undefined)?.[index]}
            showAll={showAll}
            canRemove={!locked}
            onChange={(change) =>
              setCriteria(criteria.map((c, i) => (i === index ? { ...c, ...change } : c)))
            }
            onBlur={(field) => void formik.setFieldTouched(`criteria[${index}].${field}`)}
            onRemove={() => setCriteria(criteria.filter((_, i) => i !== index))}
          />
        ))}
        {listError && showAll ? (
          <Typography color="error" variant="body2" role="alert">
            {listError}
          </Typography>
        ) : null}
        {!locked && criteria.length < JUDGING_LIMITS.criteriaMax ? (
          <Button
            type="button"
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setCriteria([...criteria, { ...EMPTY_CRITERION }])}
            sx={{ alignSelf: 'flex-start' }}
          >
            Tambah kriteria
          </Button>
        ) : null}
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <Button
          type="submit"
          variant="contained"
          disabled={formik.isSubmitting || locked}
          sx={{ alignSelf: 'flex-start' }}
        >
          {formik.isSubmitting ? 'Menyimpan…' : 'Simpan rubrik'}
        </Button>
      </Stack>
    </form>
  );
}
