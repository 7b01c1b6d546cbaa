import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { EventName, EventStatus } from '@gcw/shared';
import { EVENT_NAMES } from '@gcw/shared';
import { errorMessage } from '@gcw/shared/store';
import { StickyActions } from '@gcw/shared/ui';
import { useSnackbar } from 'notistack';
import type { ChangeEvent, FormEvent } from 'react';
import { useState } from 'react';

import { useSendAnnouncementMutation } from '../api/announcements-api';
import { STAGE_LABELS } from '../audience-label';
import type { ComposeErrors, ComposeValues } from '../validate';
import { validateCompose } from '../validate';

const EMPTY: ComposeValues = { title: '', body: '', audience: 'all', event: '', status: '' };

/** Title and body are plain text: shown as typed, never as HTML, in the app and in the mail. */
export function ComposeForm() {
  const [send, { isLoading }] = useSendAnnouncementMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [values, setValues] = useState<ComposeValues>(EMPTY);
  const [errors, setErrors] = useState<ComposeErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCompose(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await send({
      title: values.title.trim(),
      body: values.body.trim(),
      audience: values.audience,
      event: values.audience === 'all' ? null : (values.event as EventName),
      status: values.audience === 'stage' ? (values.status as EventStatus) : null,
    });
    if (result.error) {
      enqueueSnackbar(errorMessage(result.error, 'Pengumuman gagal dikirim. Coba lagi.'), {
        variant: 'error',
      });
      return;
    }
    enqueueSnackbar('Pengumuman dikirim', { variant: 'success' });
    setValues(EMPTY);
  };

  const field = (name: keyof ComposeValues) => ({
    name,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) =>
      setValues({ ...values, [name]: e.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name],
  });
  const events =
    values.audience === 'stage' ? EVENT_NAMES.filter((e) => e !== 'Seminar') : EVENT_NAMES;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Tulis pengumuman">
      <Stack spacing={2}>
        <TextField label="Judul" {...field('title')} fullWidth />
        <TextField label="Isi pengumuman" {...field('body')} fullWidth multiline minRows={4} />
        <TextField select label="Penerima" {...field('audience')} fullWidth>
          <MenuItem value="all">Semua peserta</MenuItem>
          <MenuItem value="event">Peserta satu acara</MenuItem>
          <MenuItem value="stage">Tim pada satu tahap</MenuItem>
        </TextField>
        {values.audience !== 'all' ? (
          <TextField select label="Acara" {...field('event')} fullWidth>
            {events.map((e) => (
              <MenuItem key={e} value={e}>
                {e}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {values.audience === 'stage' ? (
          <TextField select label="Tahap" {...field('status')} fullWidth>
            {Object.entries(STAGE_LABELS).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <StickyActions>
          <Button type="submit" variant="contained" disabled={isLoading}>
            Kirim pengumuman
          </Button>
        </StickyActions>
      </Stack>
    </form>
  );
}
