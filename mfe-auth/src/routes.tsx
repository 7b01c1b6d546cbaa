import type { RemoteRoutesModule } from '@gcw/shared';
import { PATHS } from '@gcw/shared';

import {
  ForgotPasswordPage,
  LoginPage,
  RegisterPage,
  ResetPasswordPage,
  VerifyEmailPage,
} from './app/pages';

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
      path: PATHS['forgot-password'],
      title: 'Lupa kata sandi',
      access: 'public',
      component: ForgotPasswordPage,
    },
    {
      id: 'reset-password',
      path: PATHS['reset-password'],
      title: 'Atur ulang kata sandi',
      access: 'public',
      component: ResetPasswordPage,
    },
    {
      id: 'verify-email',
      path: PATHS['verify-email'],
      title: 'Verifikasi email',
      access: 'public',
      component: VerifyEmailPage,
    },
  ],
} satisfies RemoteRoutesModule<'mfe_auth'>;

export default routesModule;
