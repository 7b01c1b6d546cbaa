import { object, string } from 'yup';

export const EMAIL_MESSAGES = {
  invalidEmail: 'Masukkan alamat email yang valid',
  sameEmail: 'Alamat ini sudah menjadi email akun Anda',
} as const;

/** A new, different address; the password is checked by the API (Google-only accounts have none). */
export function changeEmailSchema(currentEmail: string) {
  return object({
    new_email: string()
      .trim()
      .required(EMAIL_MESSAGES.invalidEmail)
      .email(EMAIL_MESSAGES.invalidEmail)
      .max(254, EMAIL_MESSAGES.invalidEmail)
      .test(
        'different',
        EMAIL_MESSAGES.sameEmail,
        (value) => value?.toLowerCase() !== currentEmail.toLowerCase(),
      ),
    password: string().max(256),
  });
}
