import { PASSWORD_MIN_LENGTH } from '@gcw/shared';
import { object, ref, string } from 'yup';

export const REGISTER_MESSAGES = {
  nameRequired: 'Nama wajib diisi',
  nameTooLong: 'Nama terlalu panjang',
  invalidEmail: 'Masukkan alamat email yang valid',
  passwordTooShort: `Kata sandi minimal ${PASSWORD_MIN_LENGTH} karakter`,
  passwordTooLong: 'Kata sandi terlalu panjang',
  confirmationRequired: 'Ulangi kata sandi',
  confirmationMismatch: 'Konfirmasi kata sandi tidak sama',
} as const;

/**
 * The rules of the shared `registrationSchema` (a valid e-mail, a password of at least 8
 * characters) with Indonesian messages for this Indonesian screen, plus the confirmation.
 */
export const registerFormSchema = object({
  name: string()
    .trim()
    .required(REGISTER_MESSAGES.nameRequired)
    .max(120, REGISTER_MESSAGES.nameTooLong),
  email: string()
    .trim()
    .required(REGISTER_MESSAGES.invalidEmail)
    .email(REGISTER_MESSAGES.invalidEmail)
    .max(254, REGISTER_MESSAGES.invalidEmail),
  password: string()
    .required(REGISTER_MESSAGES.passwordTooShort)
    .min(PASSWORD_MIN_LENGTH, REGISTER_MESSAGES.passwordTooShort)
    .max(256, REGISTER_MESSAGES.passwordTooLong),
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
