import type { AdminAnnouncement } from '@gcw/shared';
import { StickyActions } from '@gcw/shared/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { useState } from 'react';

import { useComposeActions } from '../hooks/use-compose-actions';
import type { ComposeErrors, ComposeValues } from '../validate';
import { EMPTY_COMPOSE, toValues, validateCompose } from '../validate';
import { AudienceFields } from './audience-fields';
import { PreviewDialog } from './preview-dialog';

interface ComposeFormProps {
  /** The announcement being edited; null writes a new one. */
  editing: AdminAnnouncement | null;
  /** After a save, a send or a schedule, and on "Batal ubah": back to a new, empty form. */
  onDone: () => void;
}

/**
 * Title and body are plain text: shown as typed, never as HTML, in the app and in the mail.
 * Nothing reaches a student from here without the preview and a confirmation naming how many.
 */
export function ComposeForm({ editing, onDone }: ComposeFormProps) {
  const [values, setValues] = useState<ComposeValues>(editing ? toValues(editing) : EMPTY_COMPOSE);
  const [errors, setErrors] = useState<ComposeErrors>({});
  const actions = useComposeActions(editing, () => {
    setValues(EMPTY_COMPOSE);
    onDone();
  });
  const sent = editing?.state === 'sent';

  const checked = (then: (v: ComposeValues) => Promise<unknown>) => (event?: FormEvent) => {
    event?.preventDefault();
    const found = validateCompose(values);
    setErrors(found);
    if (Object.keys(found).length === 0) void then(values);
  };
  const text = (name: 'title' | 'body') => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) =>
      setValues({ ...values, [name]: e.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });

  return (
    <>
      <form
        onSubmit={checked(sent ? actions.saveDraft : actions.showPreview)}
        noValidate
        aria-label={editing ? 'Ubah pengumuman' : 'Tulis pengumuman'}
      >
        <Stack spacing={2}>
          {sent ? (
            <Alert severity="info">
              Pengumuman ini sudah terkirim. Teks baru langsung tampil di beranda dan lonceng
              peserta dengan tanda &quot;diperbarui&quot;; e-mail yang sudah terkirim tidak dikirim
              ulang.
            </Alert>
          ) : null}
          <TextField label="Judul" {...text('title')} />
          <TextField label="Isi pengumuman" {...text('body')} multiline minRows={4} />
          <AudienceFields
            values={values}
            errors={errors}
            locked={sent}
            onChange={(name, value) => setValues({ ...values, [name]: value })}
          />
          <StickyActions>
            <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1}>
              {editing ? (
                <Button onClick={onDone} disabled={actions.busy}>
                  Batal ubah
                </Button>
              ) : null}
              {sent ? null : (
                <Button
                  variant="outlined"
                  onClick={checked(actions.saveDraft)}
                  disabled={actions.busy}
                >
                  {editing?.state === 'scheduled' ? 'Simpan, tetap terjadwal' : 'Simpan draf'}
                </Button>
              )}
              <Button type="submit" variant="contained" disabled={actions.busy}>
                {sent ? 'Simpan perubahan' : 'Pratinjau & kirim'}
              </Button>
            </Stack>
          </StickyActions>
        </Stack>
      </form>
      {actions.preview ? (
        <PreviewDialog
          preview={actions.preview}
          busy={actions.busy}
          onClose={actions.closePreview}
          onSend={() => actions.send(values)}
          onSchedule={(at) => actions.schedule(values, at)}
        />
      ) : null}
    </>
  );
}
