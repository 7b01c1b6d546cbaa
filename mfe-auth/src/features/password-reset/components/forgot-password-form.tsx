import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';

import { forgotPasswordSchema } from '@gcw/shared';
import { FormError } from '../../auth-frame/components/form-error';

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
  const fieldError = formik.touched.email && formik.errors.email ? formik.errors.email : undefined;
  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Lupa kata sandi">
      <Stack spacing={2.5}>
        <FormError error={error} />
        <TextField
          id="forgot-email"
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          value={formik.values.email}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={Boolean(fieldError)}
          helperText={fieldError ?? 'Alamat email yang Anda pakai untuk masuk.'}
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
