import { bindField } from '@gcw/shared/ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useFormik } from 'formik';

import { FormError } from '../../../components/form-error';
import { PasswordField } from '../../../components/password-field';
import type { ResetPasswordValues } from '../password-schemas';
import { resetPasswordFormSchema } from '../password-schemas';

interface ResetPasswordFormProps {
  busy: boolean;
  error: string | null;
  /** Resolves with messages for the fields (the API's per-field errors), empty when none. */
  onSubmit: (password: string) => Promise<Record<string, string>>;
  /** The form's name and its button, when the page is not a plain reset (a committee invite). */
  texts?: { form: string; submit: string };
}

const RESET_FORM_TEXTS = { form: 'Atur ulang kata sandi', submit: 'Simpan kata sandi baru' };

const TOGGLE_LABELS = { show: 'Tampilkan kata sandi', hide: 'Sembunyikan kata sandi' };

/** The new password twice, at least 8 characters. */
export function ResetPasswordForm({
  busy,
  error,
  onSubmit,
  texts = RESET_FORM_TEXTS,
}: ResetPasswordFormProps) {
  const formik = useFormik<ResetPasswordValues>({
    initialValues: { password: '', passwordConfirmation: '' },
    validationSchema: resetPasswordFormSchema,
    onSubmit: async (values, helpers) => {
      const fields = await onSubmit(values.password);
      if (Object.keys(fields).length > 0) helpers.setErrors(fields);
    },
  });
  const fieldProps = (name: keyof ResetPasswordValues) => ({
    ...bindField(formik, name),
    id: `reset-${name}`,
    disabled: busy,
    fullWidth: true,
    autoComplete: 'new-password',
    toggleLabels: TOGGLE_LABELS,
  });

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label={texts.form}>
      <Stack spacing={2.5}>
        <FormError error={error} />
        <PasswordField {...fieldProps('password')} label="Kata sandi baru" />
        <PasswordField {...fieldProps('passwordConfirmation')} label="Ulangi kata sandi baru" />
        <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
          {busy ? 'Menyimpan...' : texts.submit}
        </Button>
      </Stack>
    </Box>
  );
}
