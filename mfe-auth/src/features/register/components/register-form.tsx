import type { RegistrationPayload } from '@gcw/shared';
import { PRIVACY_NOTICE_VERSION } from '@gcw/shared';
import { bindField, fieldErrorOf } from '@gcw/shared/ui';
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
import type { RegisterFormValues, RegisterTextValues } from '../hooks/register-schema';
import { registerFormSchema } from '../hooks/register-schema';
import type { RegisterOutcome } from '../hooks/use-register';
import { ConsentField } from './consent-field';

interface RegisterFormProps {
  busy: boolean;
  error: string | null;
  onSubmit: (payload: RegistrationPayload) => Promise<RegisterOutcome>;
}

const TOGGLE_LABELS = { show: 'Tampilkan kata sandi', hide: 'Sembunyikan kata sandi' };

const EMPTY_TEXT: RegisterTextValues = {
  name: '',
  email: '',
  password: '',
  passwordConfirmation: '',
};

/** The API's field messages, with a refused notice version shown under the checkbox. */
function formErrors(fields: Record<string, string>) {
  const { consent_version: consent, ...rest } = fields;
  return consent ? { ...rest, consent } : rest;
}

/**
 * Name, e-mail, password, its confirmation and the agreement to the privacy notice; the API's
 * field messages land under the fields.
 */
export function RegisterForm({ busy, error, onSubmit }: RegisterFormProps) {
  const formik = useFormik<RegisterFormValues>({
    // Only the typed fields are read from the prerendered copy: a checkbox's value is "on"
    // whether it is ticked or not (its tick comes over as a replayed press, see ConsentField).
    initialValues: { ...withPrerenderedValues(EMPTY_TEXT), consent: false },
    validationSchema: registerFormSchema,
    onSubmit: async (values, helpers) => {
      const outcome = await onSubmit({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        consent_version: PRIVACY_NOTICE_VERSION,
      });
      if (Object.keys(outcome.fields).length > 0) helpers.setErrors(formErrors(outcome.fields));
    },
  });
  const { consent, ...typed } = formik.values;
  useLatePrerenderedValues(typed, (late, validate) =>
    formik.setValues({ ...late, consent }, validate),
  );
  const fieldProps = (name: keyof RegisterTextValues) => ({
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
        <ConsentField
          checked={consent}
          error={fieldErrorOf(formik, 'consent')}
          disabled={busy}
          onChange={(checked) => void formik.setFieldValue('consent', checked)}
          onBlur={() => void formik.setFieldTouched('consent', true)}
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
