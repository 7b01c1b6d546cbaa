import { registrationSchema } from '@gcw/shared';
import { ref, string } from 'yup';

export const REGISTER_MESSAGES = {
  confirmationRequired: 'Ulangi kata sandi',
  confirmationMismatch: 'Konfirmasi kata sandi tidak sama',
} as const;

/** The API's registration rules and messages (`@gcw/shared`), plus the confirmation. */
export const registerFormSchema = registrationSchema.shape({
  passwordConfirmation: string()
    .required(REGISTER_MESSAGES.confirmationRequired)
    .oneOf([ref('password')], REGISTER_MESSAGES.confirmationMismatch),
});

export interface RegisterFormValues {
  name: string;
  email: string;
  password: string;
  passwordConfirmation: string;
}
