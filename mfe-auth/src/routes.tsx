import type { RemoteRoutesModule } from '@gcw/shared';
import { lazyPage, PATHS } from '@gcw/shared';

import { AUTH_PATHS } from './features/auth-frame/auth-paths';

const LoginPage = lazyPage(() =>
  import('./features/login/components/login-page').then((m) => ({ default: m.LoginPage })),
);
const RegisterPage = lazyPage(() =>
  import('./features/register/components/register-page').then((m) => ({ default: m.RegisterPage })),
);
const ForgotPasswordPage = lazyPage(() =>
  import('./features/password-reset/components/forgot-password-page').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const ResetPasswordPage = lazyPage(() =>
  import('./features/password-reset/components/reset-password-page').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
const VerifyEmailPage = lazyPage(() =>
  import('./features/email-verification/components/verify-email-page').then((m) => ({
    default: m.VerifyEmailPage,
  })),
);

/** The exposed `./routes`: the pages this remote owns, as the shell composes them. */
const routesModule = {
  remote: 'mfe_auth',
  pages: [
    // R2.14: the login page's title is 'Masuk' plus the event name.
    { id: 'login', path: PATHS.login, title: 'Masuk', access: 'public', component: LoginPage },
    {
      id: 'register',
      path: PATHS.register,
      title: 'Daftar',
      access: 'public',
      component: RegisterPage,
    },
    // Account recovery: public pages beside those of R2.1; mails link to the last two.
    {
      id: 'forgot-password',
      path: AUTH_PATHS.forgotPassword,
      title: 'Lupa kata sandi',
      access: 'public',
      component: ForgotPasswordPage,
    },
    {
      id: 'reset-password',
      path: AUTH_PATHS.resetPassword,
      title: 'Atur ulang kata sandi',
      access: 'public',
      component: ResetPasswordPage,
    },
    {
      id: 'verify-email',
      path: AUTH_PATHS.verifyEmail,
      title: 'Verifikasi email',
      access: 'public',
      component: VerifyEmailPage,
    },
  ],
} satisfies RemoteRoutesModule<'mfe_auth'>;

export default routesModule;
