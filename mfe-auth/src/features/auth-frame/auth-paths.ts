/**
 * The account-recovery pages of this remote. They are not in the route table of R2.1
 * (shared `PATHS`), and adding them there would change the shared contract: the remote that
 * owns them names them, and mails link to the same paths.
 */
export const AUTH_PATHS = {
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  verifyEmail: '/auth/verify-email',
} as const;
