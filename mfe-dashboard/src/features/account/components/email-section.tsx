import { fieldErrors } from '@gcw/shared/store';
import { bindField } from '@gcw/shared/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useState } from 'react';

import { useChangeEmailMutation } from '../../../api/account-api';
import { useEmailVerification } from '../../../hooks/use-email-verification';
import { refusalMessage } from '../../../lib/refusal-message';
import { changeEmailSchema } from '../email-schema';

/** "Alamat e-mail": the current address, a pending change, and the form to ask for one. */
export function EmailSection() {
  const { account } = useEmailVerification();
  const [changeEmail] = useChangeEmailMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [refusal, setRefusal] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { new_email: '', password: '' },
    validationSchema: changeEmailSchema(account?.email ?? ''),
    onSubmit: async (values, helpers) => {
      setRefusal(null);
      const newEmail = values.new_email.trim();
      const result = await changeEmail({
        new_email: newEmail,
        ...(values.password ? { password: values.password } : {}),
      });
      if ('error' in result) {
        setRefusal(refusalMessage(result.error, 'Permintaan ganti email gagal. Coba lagi.'));
        helpers.setErrors(fieldErrors(result.error));
        return;
      }
      helpers.resetForm();
      enqueueSnackbar(`Tautan konfirmasi dikirim ke ${newEmail}.`, { variant: 'success' });
    },
  });
  if (!account) return null;

  return (
    <Card variant="outlined" component="section" aria-labelledby="email-section-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="email-section-title" variant="h2" sx={{ fontSize: '1.2rem' }}>
            Alamat e-mail
          </Typography>
          <Typography>
            Email akun: <strong>{account.email}</strong>{' '}
            {account.email_verified ? '(terverifikasi)' : '(belum diverifikasi)'}
          </Typography>
          {account.pending_email ? (
            <Alert severity="info" role="status">
              Menunggu konfirmasi untuk <strong>{account.pending_email}</strong>. Buka tautan yang
              kami kirim ke alamat itu; sampai saat itu email lama tetap dipakai.
            </Alert>
          ) : null}
          <Stack
            component="form"
            noValidate
            spacing={2}
            onSubmit={formik.handleSubmit}
            aria-label="Form ganti email"
          >
            {refusal ? (
              <Alert severity="error" role="alert">
                {refusal}
              </Alert>
            ) : null}
            <TextField
              {...bindField(formik, 'new_email', 'Email baru berlaku setelah dikonfirmasi.')}
              type="email"
              label="Email baru"
              autoComplete="email"
            />
            <TextField
              {...bindField(formik, 'password', 'Kosongkan jika Anda selalu masuk dengan Google.')}
              type="password"
              label="Kata sandi saat ini"
              autoComplete="current-password"
            />
            <Button
              type="submit"
              variant="outlined"
              disabled={formik.isSubmitting}
              sx={{ alignSelf: { sm: 'flex-start' } }}
            >
              {formik.isSubmitting ? 'Mengirim…' : 'Ganti email'}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
