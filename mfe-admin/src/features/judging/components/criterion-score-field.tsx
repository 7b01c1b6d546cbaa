import type { RubricCriterion } from '@gcw/shared/contract';
import TextField from '@mui/material/TextField';

interface CriterionScoreFieldProps {
  criterion: RubricCriterion;
  /** The criterion's share of the total weight (0–1). */
  share: number;
  value: number | '';
  error: string | undefined;
  readOnly: boolean;
  onChange: (text: string) => void;
}

const percent = (share: number) =>
  `${(share * 100).toLocaleString('id-ID', { maximumFractionDigits: 1 })}%`;

/** One criterion's score: its range in the label, its description and weight under it. */
export function CriterionScoreField(props: CriterionScoreFieldProps) {
  const { criterion } = props;
  const hint = [criterion.description, `Bobot ${percent(props.share)}`].filter(Boolean).join(' · ');
  return (
    <TextField
      type="number"
      label={`${criterion.name} (${criterion.min}–${criterion.max})`}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      error={Boolean(props.error)}
      helperText={props.error ?? hint}
      required={!props.readOnly}
      fullWidth
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          min: criterion.min,
          max: criterion.max,
          step: 1,
          readOnly: props.readOnly,
        },
      }}
    />
  );
}
