import { PASSWORD_MIN_LENGTH } from '@gcw/shared';
import { object, ref, string } from 'yup';

export const PASSWORD_MESSAGES = {
  invalidEmail: 'Masukkan alamat email yang valid',
  passwordTooShort: `Kata sandi minimal ${PASSWORD_MIN_LENGTH} karakter`,
  passwordTooLong: 'Kata sandi terlalu panjang',
  confirmationRequired: 'Ulangi kata sandi baru',
  confirmationMismatch: 'Konfirmasi kata sandi tidak sama',
} as const;

export const forgotPasswordSchema = object({
  email: string()
    .trim()
    .required(PASSWORD_MESSAGES.invalidEmail)
    .email(PASSWORD_MESSAGES.invalidEmail)
    .max(254, PASSWORD_MESSAGES.invalidEmail),
});

/** The registration rules for a password (SPEC §9: at least 8), plus its confirmation. */
export const resetPasswordSchema = object({
  password: string()
    .required(PASSWORD_MESSAGES.passwordTooShort)
    .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.passwordTooShort)
    .max(256, PASSWORD_MESSAGES.passwordTooLong),
  passwordConfirmation: string()
    .required(PASSWORD_MESSAGES.confirmationRequired)
    .oneOf([ref('password')], PASSWORD_MESSAGES.confirmationMismatch),
});

export interface ResetPasswordValues {
  password: string;
  passwordConfirmation: string;
}
