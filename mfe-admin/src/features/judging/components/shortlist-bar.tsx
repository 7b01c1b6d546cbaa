import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

interface ShortlistBarProps {
  count: number;
  total: number;
  onPickTop: (count: number) => void;
  onConfirm: () => void;
}

/** Picks the top N of the ranking at once; the checkboxes adjust it; then the one decision. */
export function ShortlistBar({ count, total, onPickTop, onConfirm }: ShortlistBarProps) {
  const [top, setTop] = useState('');
  const n = Number(top);
  const valid = top !== '' && Number.isInteger(n) && n >= 1 && n <= total;
  return (
    <Stack spacing={1.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          type="number"
          label="Jumlah tim teratas"
          size="small"
          value={top}
          onChange={(event) => setTop(event.target.value)}
          error={top !== '' && !valid}
          helperText={top !== '' && !valid ? `Isi angka 1 sampai ${total}` : undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric', min: 1, max: total, step: 1 } }}
          sx={{ maxWidth: 220 }}
        />
        <Button type="button" variant="outlined" disabled={!valid} onClick={() => onPickTop(n)}>
          {valid ? `Pilih ${n} teratas` : 'Pilih teratas'}
        </Button>
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Typography variant="body2" role="status">
          {`${count} dari ${total} tim dipilih lolos.`}
        </Typography>
        <Button
          type="button"
          variant="contained"
          disabled={count === 0}
          onClick={onConfirm}
          sx={{ alignSelf: 'flex-start' }}
        >
          Tetapkan tim lolos
        </Button>
      </Stack>
    </Stack>
  );
}
