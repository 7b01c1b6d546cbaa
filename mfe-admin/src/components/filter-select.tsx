import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface FilterSelectProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string | null) => void;
}

/** A filter with an "all" choice; the empty value removes the filter from the query. */
export function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value || null)}
      sx={{ minWidth: 170 }}
    >
      <MenuItem value="">Semua</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
