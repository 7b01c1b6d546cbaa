import { object, string } from 'yup';

import { PASSWORD_MIN_LENGTH } from '@gcw/shared/contract';
import { ACCOUNT_MESSAGES as M } from './messages';

const email = () =>
  string()
    .trim()
    .lowercase()
    .required(M.emailInvalid)
    .email(M.emailInvalid)
    .max(254, M.emailInvalid);
const token = () => string().trim().required(M.tokenRequired).max(200, M.linkInvalid);

export const forgotSchema = object({ email: email() });

/** The registration rule (SPEC §9: at least 8 characters), in Indonesian. */
export const resetSchema = object({
  token: token(),
  password: string()
    .required(M.passwordShort(PASSWORD_MIN_LENGTH))
    .min(PASSWORD_MIN_LENGTH, M.passwordShort(PASSWORD_MIN_LENGTH))
    .max(256, M.passwordLong),
});

export const verifySchema = object({ token: token() });

export const changeEmailSchema = object({
  new_email: email(),
  password: string().max(256, M.passwordLong),
});

/** OpenAPI shapes (documentation only). */
const str = { type: 'string' } as const;
export const docs = {
  forgot: {
    type: 'object',
    required: ['email'],
    properties: { email: { ...str, format: 'email' } },
  },
  reset: {
    type: 'object',
    required: ['token', 'password'],
    properties: { token: str, password: { ...str, minLength: PASSWORD_MIN_LENGTH } },
  },
  verify: { type: 'object', required: ['token'], properties: { token: str } },
  changeEmail: {
    type: 'object',
    required: ['new_email'],
    properties: { new_email: { ...str, format: 'email' }, password: str },
  },
} as const;
