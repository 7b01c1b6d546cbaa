import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

import { INSTITUTIONS } from '../institutions';

interface InstitutionFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
  locked: boolean;
}

/** A searchable list of institutions that still accepts a name that is not on it. */
export function InstitutionField({
  value,
  onChange,
  onBlur,
  error,
  locked,
}: InstitutionFieldProps) {
  return (
    <Autocomplete
      freeSolo
      options={INSTITUTIONS}
      inputValue={value}
      onInputChange={(_event, next) => onChange(next)}
      disabled={locked}
      renderInput={(params) => (
        <TextField
          {...params}
          name="institusi"
          label="Institusi (universitas / politeknik)"
          required
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={
            error ??
            (locked
              ? 'Institusi tidak dapat diubah selama Anda tergabung dalam tim.'
              : 'Pilih dari daftar agar sama persis dengan rekan tim Anda; jika tidak ada, ketik nama lengkapnya.')
          }
        />
      )}
    />
  );
}
