import { object, string } from 'yup';

import { PASSWORD_MIN_LENGTH } from './constants';
import { MESSAGES } from './messages';
import { requiredText } from './payload-fields';
import { PAYLOAD_MESSAGES as M } from './payload-messages';
import { consentVersionField } from './privacy';

/** R5.1, R5.2: login rules, shared by the login form and the API (their English texts as fixed). */
export const emailSchema = string()
  .label('Email')
  .trim()
  .required(MESSAGES.invalidEmail)
  .email(MESSAGES.invalidEmail)
  .max(254, MESSAGES.invalidEmail);

export const passwordSchema = string()
  .label('Password')
  .required(MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordRequired)
  .max(256, 'Password is too long');

export const emailLoginSchema = object({
  email: emailSchema,
  password: passwordSchema,
});

/** An e-mail address on the Indonesian screens (register, forgot password, change of e-mail). */
export const newEmailField = () =>
  string()
    .label('Email')
    .trim()
    .required(M.invalidEmail)
    .email(M.invalidEmail)
    .max(254, M.invalidEmail);

/** A new password (R9.5: at least 8 characters). */
export const newPasswordField = () =>
  string()
    .label('Kata sandi')
    .required(M.passwordShort(PASSWORD_MIN_LENGTH))
    .min(PASSWORD_MIN_LENGTH, M.passwordShort(PASSWORD_MIN_LENGTH))
    .max(256, M.passwordLong);

export const registrationSchema = object({
  name: requiredText('Nama', 120),
  email: newEmailField(),
  password: newPasswordField(),
  // Since 3.0: the privacy notice's version the student agreed to (a checkbox on the form).
  consent_version: consentVersionField(),
});
