import { SCHEDULE_IN_PAST } from '@gcw/shared';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useState } from 'react';

import { fromWibInput } from '../../../lib/wib-input';

interface ScheduleFormProps {
  busy: boolean;
  onSchedule: (at: string) => Promise<boolean>;
}

/** "Kirim nanti": a WIB time, as every time the admin enters; the API sends it when due. */
export function ScheduleForm({ busy, onSchedule }: ScheduleFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = fromWibInput(value);
    if (!at) return setError('Waktu kirim wajib diisi');
    if (Date.parse(at) <= Date.now()) return setError(SCHEDULE_IN_PAST);
    setError(null);
    void onSchedule(at);
  };
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={1} sx={{ mt: 3 }}>
      <Typography variant="subtitle2" component="h3">
        Atau kirim nanti
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          type="datetime-local"
          label="Waktu kirim (WIB)"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? 'Jumlah penerima dihitung ulang saat dikirim.'}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="outlined" disabled={busy}>
          Jadwalkan
        </Button>
      </Stack>
    </Stack>
  );
}
