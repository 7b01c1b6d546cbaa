import { object, string } from 'yup';

import { PASSWORD_MIN_LENGTH } from './constants';
import { MESSAGES } from './messages';

/** SPEC §5: login rules, shared by the login form and the API. */
export const emailSchema = string()
  .trim()
  .required(MESSAGES.invalidEmail)
  .email(MESSAGES.invalidEmail)
  .max(254, MESSAGES.invalidEmail);

export const passwordSchema = string()
  .required(MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordRequired)
  .max(256, 'Password is too long');

export const emailLoginSchema = object({
  email: emailSchema,
  password: passwordSchema,
});

export const registrationSchema = object({
  name: string().trim().required('Nama wajib diisi').max(120, 'Nama terlalu panjang'),
  email: emailSchema,
  password: passwordSchema,
});
