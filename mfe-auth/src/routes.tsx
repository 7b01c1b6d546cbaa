import type { RemoteRoutesModule } from '@gcw/shared';
import { PATHS } from '@gcw/shared';
import { lazy } from 'react';

const LoginPage = lazy(() =>
  import('./features/login/components/login-page').then((m) => ({ default: m.LoginPage })),
);
const RegisterPage = lazy(() =>
  import('./features/register/components/register-page').then((m) => ({ default: m.RegisterPage })),
);

/** The exposed `./routes`: the pages this remote owns, as the shell composes them. */
const routesModule = {
  remote: 'mfe_auth',
  pages: [
    // SPEC §2: the login page's title is 'Masuk' plus the event name.
    { id: 'login', path: PATHS.login, title: 'Masuk', access: 'public', component: LoginPage },
    {
      id: 'register',
      path: PATHS.register,
      title: 'Daftar',
      access: 'public',
      component: RegisterPage,
    },
  ],
} satisfies RemoteRoutesModule<'mfe_auth'>;

export default routesModule;
