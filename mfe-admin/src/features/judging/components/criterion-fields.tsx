import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikErrors, FormikTouched } from 'formik';

import type { CriterionValues } from '../rubric-form-values';
import { formatShare } from '../rubric-form-values';

type Field = keyof CriterionValues;

interface CriterionFieldsProps {
  index: number;
  value: CriterionValues;
  share: number | null;
  /** A row's errors: per field, or one message of the whole row (max not above min). */
  errors: string | FormikErrors<CriterionValues> | undefined;
  touched: FormikTouched<CriterionValues> | undefined;
  showAll: boolean;
  canRemove: boolean;
  onChange: (change: Partial<CriterionValues>) => void;
  onBlur: (field: Field) => void;
  onRemove: () => void;
}

const asNumber = (text: string): number | '' => (text === '' ? '' : Number(text));

/** One row of a rubric: its code, name and description, weight (with its share) and range. */
export function CriterionFields(props: CriterionFieldsProps) {
  const { index, value, errors } = props;
  const n = index + 1;
  const fieldError = (field: Field) => {
    const message = typeof errors === 'object' ? errors[field] : undefined;
    return props.showAll || props.touched?.[field] ? message : undefined;
  };
  const rowError = typeof errors === 'string' ? errors : undefined;
  const text = (field: Field, label: string, extra: object = {}) => {
    const message = fieldError(field);
    return {
      label,
      name: `criteria[${index}].${field}`,
      value: value[field],
      onBlur: () => props.onBlur(field),
      error: Boolean(message),
      helperText: message,
      size: 'small' as const,
      ...extra,
    };
  };
  const number = (field: 'weight' | 'min' | 'max', label: string) => ({
    ...text(field, label, { type: 'number', required: true }),
    onChange: (event: { target: { value: string } }) =>
      props.onChange({ [field]: asNumber(event.target.value) }),
    slotProps: { htmlInput: { inputMode: 'numeric' as const, step: 1 } },
    sx: { flex: 1, minWidth: 0 },
  });

  return (
    <Paper variant="outlined" component="section" aria-label={`Kriteria ${n}`} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            {...text('id', `Kode kriteria ${n}`, { required: true })}
            onChange={(event) => props.onChange({ id: event.target.value })}
            sx={{ width: { sm: 200 } }}
          />
          <TextField
            {...text('name', `Nama kriteria ${n}`, { required: true, fullWidth: true })}
            onChange={(event) => props.onChange({ name: event.target.value })}
          />
        </Stack>
        <TextField
          {...text('description', `Deskripsi kriteria ${n}`, { fullWidth: true, multiline: true })}
          onChange={(event) => props.onChange({ description: event.target.value })}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField {...number('weight', `Bobot kriteria ${n}`)} />
          <TextField {...number('min', `Nilai minimum kriteria ${n}`)} />
          <TextField {...number('max', `Nilai maksimum kriteria ${n}`)} />
        </Stack>
        {rowError && (props.showAll || props.touched?.max) ? (
          <Typography color="error" variant="body2" role="alert">
            {rowError}
          </Typography>
        ) : null}
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Typography variant="body2" color="text.secondary">
            Porsi bobot: <strong>{formatShare(props.share)}</strong>
          </Typography>
          {props.canRemove ? (
            <Button type="button" color="error" size="small" onClick={props.onRemove}>
              {`Hapus kriteria ${n}`}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
