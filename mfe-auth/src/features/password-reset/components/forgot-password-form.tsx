import { forgotPasswordSchema } from '@gcw/shared';
import { bindField } from '@gcw/shared/ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';

import { FormError } from '../../../components/form-error';

interface ForgotPasswordFormProps {
  busy: boolean;
  error: string | null;
  initialEmail: string;
  onSubmit: (email: string) => Promise<void>;
}

/** One field: the address the reset link goes to. */
export function ForgotPasswordForm({
  busy,
  error,
  initialEmail,
  onSubmit,
}: ForgotPasswordFormProps) {
  const formik = useFormik({
    initialValues: { email: initialEmail },
    validationSchema: forgotPasswordSchema,
    onSubmit: (values) => onSubmit(values.email.trim()),
  });
  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Lupa kata sandi">
      <Stack spacing={2.5}>
        <FormError error={error} />
        <TextField
          {...bindField(formik, 'email', 'Alamat email yang Anda pakai untuk masuk.')}
          id="forgot-email"
          type="email"
          label="Email"
          autoComplete="email"
          disabled={busy}
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
          {busy ? 'Mengirim...' : 'Kirim tautan'}
        </Button>
      </Stack>
    </Box>
  );
}
