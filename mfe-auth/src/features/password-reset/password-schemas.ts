import { resetPasswordSchema } from '@gcw/shared';
import { ref, string } from 'yup';

export const PASSWORD_MESSAGES = {
  confirmationRequired: 'Ulangi kata sandi baru',
  confirmationMismatch: 'Konfirmasi kata sandi tidak sama',
} as const;

/** The API's rule for a new password (R9.5: at least 8), plus its confirmation. */
export const resetPasswordFormSchema = resetPasswordSchema.pick(['password']).shape({
  passwordConfirmation: string()
    .required(PASSWORD_MESSAGES.confirmationRequired)
    .oneOf([ref('password')], PASSWORD_MESSAGES.confirmationMismatch),
});

export interface ResetPasswordValues {
  password: string;
  passwordConfirmation: string;
}
