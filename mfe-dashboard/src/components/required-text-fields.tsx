import TextField from '@mui/material/TextField';
import type { ChangeEvent, FocusEvent } from 'react';

export interface TextFieldSpec<K extends string> {
  key: K;
  label: string;
  /** Shown under the field until there is an error to show instead. */
  help: string;
  inputMode?: 'tel' | 'numeric';
}

interface RequiredTextFieldsProps<K extends string> {
  fields: TextFieldSpec<K>[];
  values: Record<K, string>;
  errorOf: (key: K) => string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}

/** The required text inputs of a formik form, each with its help or its error underneath. */
export function RequiredTextFields<K extends string>({
  fields,
  values,
  errorOf,
  onChange,
  onBlur,
}: RequiredTextFieldsProps<K>) {
  return fields.map((field) => (
    <TextField
      key={field.key}
      name={field.key}
      label={field.label}
      required
      fullWidth
      value={values[field.key]}
      onChange={onChange}
      onBlur={onBlur}
      error={Boolean(errorOf(field.key))}
      helperText={errorOf(field.key) ?? field.help}
      slotProps={field.inputMode ? { htmlInput: { inputMode: field.inputMode } } : undefined}
    />
  ));
}
