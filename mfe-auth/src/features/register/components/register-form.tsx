import { bindField } from '@gcw/shared/ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';

import { FormError } from '../../../components/form-error';
import { PasswordField } from '../../../components/password-field';
import {
  useLatePrerenderedValues,
  withPrerenderedValues,
} from '../../../hooks/use-prerendered-values';
import type { RegisterFormValues } from '../hooks/register-schema';
import { registerFormSchema } from '../hooks/register-schema';
import type { RegisterOutcome } from '../hooks/use-register';

interface RegisterFormProps {
  busy: boolean;
  error: string | null;
  onSubmit: (payload: {
    name: string;
    email: string;
    password: string;
  }) => Promise<RegisterOutcome>;
}

const TOGGLE_LABELS = { show: 'Tampilkan kata sandi', hide: 'Sembunyikan kata sandi' };

/** Name, e-mail, password and its confirmation; the API's field messages land under the fields. */
export function RegisterForm({ busy, error, onSubmit }: RegisterFormProps) {
  const formik = useFormik<RegisterFormValues>({
    initialValues: withPrerenderedValues({
      name: '',
      email: '',
      password: '',
      passwordConfirmation: '',
    }),
    validationSchema: registerFormSchema,
    onSubmit: async (values, helpers) => {
      const outcome = await onSubmit({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
      });
      if (Object.keys(outcome.fields).length > 0) helpers.setErrors(outcome.fields);
    },
  });
  useLatePrerenderedValues(formik.values, formik.setValues);
  const fieldProps = (name: keyof RegisterFormValues) => ({
    ...bindField(formik, name),
    id: `register-${name}`,
    disabled: busy,
    fullWidth: true,
  });

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Daftar akun">
      <Stack spacing={2.5}>
        <FormError error={error} live={false} />
        <TextField {...fieldProps('name')} label="Nama lengkap" autoComplete="name" />
        <TextField {...fieldProps('email')} type="email" label="Email" autoComplete="email" />
        <PasswordField
          {...fieldProps('password')}
          label="Kata sandi"
          autoComplete="new-password"
          toggleLabels={TOGGLE_LABELS}
        />
        <PasswordField
          {...fieldProps('passwordConfirmation')}
          label="Konfirmasi kata sandi"
          autoComplete="new-password"
          toggleLabels={TOGGLE_LABELS}
        />
        {/* Pressed (or Enter) on the prerendered page, it starts the app and is pressed again. */}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          fullWidth
          data-needs-app="register"
        >
          {busy ? 'Mendaftar...' : 'Daftar'}
        </Button>
      </Stack>
    </Box>
  );
}
