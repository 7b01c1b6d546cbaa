import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';

interface TicketIdFieldsProps {
  value: string;
  onChange: (value: string) => void;
  inputRef: Ref<HTMLInputElement>;
  busy: boolean;
}

/**
 * The typed ticket ID and its submit button, inside a form of the caller: the same at the
 * seminar desk and at the door, so a door keeper and a desk read one field the same way.
 */
export function TicketIdFields({ value, onChange, inputRef, busy }: TicketIdFieldsProps) {
  return (
    <>
      <TextField
        size="small"
        label="ID tiket"
        inputRef={inputRef}
        autoComplete="off"
        placeholder="SEM-…"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        sx={{ flexGrow: 1 }}
      />
      <Button type="submit" variant="contained" disabled={busy || !value.trim()}>
        Check-in
      </Button>
    </>
  );
}
