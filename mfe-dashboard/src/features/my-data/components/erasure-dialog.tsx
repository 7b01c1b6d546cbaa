import type { ErasurePayload } from '@gcw/shared';
import { ERASURE_CONFIRM_WORD, erasureSchema } from '@gcw/shared';
import { selectAppConfig, useAppSelector } from '@gcw/shared/store';
import { bindField } from '@gcw/shared/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useId, useState } from 'react';

import { useEraseAccount } from '../hooks/use-erase-account';
import { GoogleReconfirm } from './google-reconfirm';

interface ErasureDialogProps {
  open: boolean;
  hasPassword: boolean;
  onClose: () => void;
}

/** The last step: who the student is (password or Google) and the typed word, then the erasure. */
export function ErasureDialog({ open, hasPassword, onClose }: ErasureDialogProps) {
  const titleId = useId();
  const erase = useEraseAccount();
  const { googleClientId } = useAppSelector(selectAppConfig);
  const [refusal, setRefusal] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { confirm: '', password: '', google_id_token: '' },
    validationSchema: erasureSchema,
    // The red button stays disabled until the word is typed: the schema decides from the start.
    validateOnMount: true,
    onSubmit: async (values) => {
      setRefusal(null);
      const payload: ErasurePayload = hasPassword
        ? { confirm: values.confirm.trim(), password: values.password }
        : { confirm: values.confirm.trim(), google_id_token: values.google_id_token };
      const refused = await erase(payload);
      if (refused === null) return;
      // What was typed stays; a Google token is asked for again (it may be what was refused).
      setRefusal(refused);
      if (!hasPassword) void formik.setFieldValue('google_id_token', '');
    },
  });
  const reauthenticated = hasPassword || formik.values.google_id_token !== '';
  const busy = formik.isSubmitting;

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <Stack component="form" noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id={titleId}>Hapus akun secara permanen?</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              Akun dan data pribadi Anda dihapus seperti dijelaskan di halaman ini. Tindakan ini
              tidak dapat dibatalkan. Untuk mengonfirmasi, ketik {ERASURE_CONFIRM_WORD} di kolom
              terakhir.
            </DialogContentText>
            {refusal ? (
              <Alert severity="error" role="alert">
                {refusal}
              </Alert>
            ) : null}
            {hasPassword ? (
              <TextField
                {...bindField(formik, 'password')}
                type="password"
                label="Kata sandi"
                autoComplete="current-password"
              />
            ) : googleClientId ? (
              <GoogleReconfirm
                clientId={googleClientId}
                confirmed={formik.values.google_id_token !== ''}
                onCredential={(token) => void formik.setFieldValue('google_id_token', token)}
              />
            ) : (
              <Alert severity="info">
                Akun Anda masuk dengan Google, tetapi konfirmasi dengan Google sedang tidak
                tersedia. Hubungi panitia untuk menghapus akun Anda.
              </Alert>
            )}
            <TextField
              {...bindField(formik, 'confirm')}
              label={`Ketik ${ERASURE_CONFIRM_WORD}`}
              autoComplete="off"
              slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
            />
          </Stack>
        </DialogContent>
        {/* On a phone the two buttons stack at full width, the irreversible one on top. */}
        <DialogActions
          disableSpacing
          sx={{ flexDirection: { xs: 'column-reverse', sm: 'row' }, alignItems: 'stretch', gap: 1 }}
        >
          <Button onClick={onClose} disabled={busy}>
            Batal
          </Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={!formik.isValid || !reauthenticated || busy}
          >
            {busy ? 'Menghapus…' : 'Hapus akun secara permanen'}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
