import { object, string } from 'yup';

import { MESSAGES } from './messages';
import { PAYLOAD_MESSAGES as M } from './payload-messages';
import { newEmailField, newPasswordField } from './schemas';

/** POST /auth/validate-google-id-token (texts of R8.4 and R8.5). */
export const googleSignInSchema = object({
  google_id_token: string()
    .label('google_id_token')
    .trim()
    .required(MESSAGES.googleMissingToken)
    .max(8192, MESSAGES.googleValidationFailed),
});

/** POST /auth/refresh-token. */
export const refreshTokenSchema = object({
  refresh_token: string()
    .label('refresh_token')
    .trim()
    .required(M.required('refresh_token'))
    .max(4096, MESSAGES.refreshFailed),
});

/** POST /auth/logout: the refresh token is optional (the Bearer token may do). */
export const logoutSchema = object({
  refresh_token: string().label('refresh_token').trim().max(4096, MESSAGES.refreshFailed),
});

const LINK_INVALID =
  'Tautan tidak valid. Pastikan Anda membuka tautan lengkap dari e-mail terbaru, atau minta tautan baru.';
const linkToken = () =>
  string().label('Token').trim().required(M.required('Token')).max(200, LINK_INVALID);

/** POST /auth/forgot-password. */
export const forgotPasswordSchema = object({ email: newEmailField().lowercase() });

/** POST /auth/reset-password. */
export const resetPasswordSchema = object({ token: linkToken(), password: newPasswordField() });

/** POST /auth/verify-email. */
export const verifyEmailSchema = object({ token: linkToken() });

/** POST /profile/email: the password is checked by the service (Google-only accounts have none). */
export const changeEmailSchema = object({
  new_email: newEmailField().label('Email baru').lowercase(),
  password: string().label('Kata sandi').max(256, M.passwordLong),
});
