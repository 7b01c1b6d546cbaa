import { lazyPage } from '@gcw/shared';

/** The pages of this remote, one chunk each, loaded when the shell first renders one. */
export const LoginPage = lazyPage(() =>
  import('../features/login/components/login-page').then((m) => ({ default: m.LoginPage })),
);
export const RegisterPage = lazyPage(() =>
  import('../features/register/components/register-page').then((m) => ({
    default: m.RegisterPage,
  })),
);
export const ForgotPasswordPage = lazyPage(() =>
  import('../features/password-reset/components/forgot-password-page').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
export const ResetPasswordPage = lazyPage(() =>
  import('../features/password-reset/components/reset-password-page').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
export const VerifyEmailPage = lazyPage(() =>
  import('../features/email-verification/components/verify-email-page').then((m) => ({
    default: m.VerifyEmailPage,
  })),
);
