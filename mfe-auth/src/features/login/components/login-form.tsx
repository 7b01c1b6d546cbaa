import type { EmailLoginPayload } from '@gcw/shared';
import { emailLoginSchema, PATHS } from '@gcw/shared';
import { bindField } from '@gcw/shared/ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { Link } from 'react-router-dom';

import { FormError } from '../../../components/form-error';
import { PasswordField } from '../../../components/password-field';
import {
  useLatePrerenderedValues,
  withPrerenderedValues,
} from '../../../hooks/use-prerendered-values';
import type { SignInProblem } from '../hooks/sign-in-failure';
import { LockoutNotice } from './lockout-notice';

interface LoginFormProps {
  busy: boolean;
  error: SignInProblem | null;
  initialEmail?: string;
  onSubmit: (values: EmailLoginPayload) => Promise<void>;
}

/** Email and password with the R5.1, R5.2 rules; every field and the button lock while busy. */
export function LoginForm({ busy, error, initialEmail = '', onSubmit }: LoginFormProps) {
  const formik = useFormik<EmailLoginPayload>({
    initialValues: withPrerenderedValues({ email: initialEmail, password: '' }),
    validationSchema: emailLoginSchema,
    onSubmit: (values) => onSubmit({ email: values.email.trim(), password: values.password }),
  });
  useLatePrerenderedValues(formik.values, formik.setValues);
  // The label stays up so the placeholder of R2.16 is visible before the field is focused.
  const common = { disabled: busy, fullWidth: true, slotProps: { inputLabel: { shrink: true } } };

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Sign in">
      <Stack spacing={2.5}>
        <FormError error={error && !error.lockout ? error.message : null} live={false} />
        <LockoutNotice
          message={error?.lockout ? error.message : null}
          email={formik.values.email.trim()}
        />
        <TextField
          {...bindField(formik, 'email')}
          {...common}
          id="login-email"
          type="email"
          label="Email"
          placeholder="Enter your email"
          autoComplete="email"
        />
        <PasswordField
          {...bindField(formik, 'password')}
          {...common}
          id="login-password"
          label="Password"
          placeholder="Enter your password"
          autoComplete="current-password"
        />
        <Box sx={{ mt: '8px !important', textAlign: 'right' }}>
          {/* Hands over what was typed, so the reset page need not ask for it again. */}
          <MuiLink
            component={Link}
            to={PATHS['forgot-password']}
            state={{ email: formik.values.email.trim() }}
            // On the prerendered page it waits for the app, which carries the address over.
            data-needs-app="forgot-password"
            underline="hover"
            variant="body2"
          >
            Lupa kata sandi?
          </MuiLink>
        </Box>
        {/* Pressed (or Enter) on the prerendered page, it starts the app and is pressed again. */}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          fullWidth
          data-needs-app="sign-in"
        >
          {busy ? 'Signing in...' : 'Sign in'}
        </Button>
      </Stack>
    </Box>
  );
}
