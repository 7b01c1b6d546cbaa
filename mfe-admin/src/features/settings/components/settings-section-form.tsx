import type { AdminEventSettings, SettingsSection } from '@gcw/shared';
import { StickyActions } from '@gcw/shared/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { FormEvent } from 'react';

import { useSaveSettingsSectionMutation } from '../api/settings-api';
import { toBody, toFlat } from '../form-values';
import { SECTION_FIELDS } from '../settings-fields';

const INPUT_TYPE = { datetime: 'datetime-local', date: 'date', number: 'number', text: 'text' };

interface ApiRefusal {
  data?: { Message?: string; Errors?: Record<string, string> };
}

/** One section's form; the server's per-field messages show under their fields. */
export function SettingsSectionForm({
  section,
  settings,
}: {
  section: SettingsSection;
  settings: AdminEventSettings;
}) {
  const fields = SECTION_FIELDS[section];
  const [values, setValues] = useState(() => toFlat(fields, settings[section]));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [save, { isLoading }] = useSaveSettingsSectionMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const result = await save({ section, body: toBody(fields, values) });
    if ('error' in result) {
      const refusal = (result.error as ApiRefusal).data;
      setErrors(refusal?.Errors ?? {});
      setMessage({ ok: false, text: refusal?.Message ?? 'Gagal menyimpan pengaturan' });
      return;
    }
    setErrors({});
    setMessage({ ok: true, text: 'Pengaturan tersimpan' });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Pengaturan ${section}`}>
      <Grid container spacing={2}>
        {fields.map((field) => (
          <Grid key={field.path} size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              id={`${section}-${field.path}`}
              label={field.label}
              type={INPUT_TYPE[field.kind]}
              value={values[field.path] ?? ''}
              onChange={(e) => setValues({ ...values, [field.path]: e.target.value })}
              error={Boolean(errors[field.path])}
              helperText={
                errors[field.path] ??
                (field.kind === 'datetime' ? (field.emptyHint ?? 'Kosong: tanpa batas') : ' ')
              }
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
        ))}
      </Grid>
      {section === 'seminar' && (
        <Alert severity="info" sx={{ mt: 2 }}>
          Kursi terisi: {settings.seminar_seats_taken}
        </Alert>
      )}
      {message && (
        <Alert severity={message.ok ? 'success' : 'error'} sx={{ mt: 2 }} role="status">
          {message.text}
        </Alert>
      )}
      <StickyActions sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={isLoading}>
          Simpan
        </Button>
      </StickyActions>
    </form>
  );
}
