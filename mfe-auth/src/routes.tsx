import type { RemoteRoutesModule } from '@gcw/shared';
import { lazy } from 'react';

const LoginPage = lazy(() =>
  import('./features/login/components/login-page').then((m) => ({ default: m.LoginPage })),
);
const RegisterPage = lazy(() =>
  import('./features/register/components/register-page').then((m) => ({ default: m.RegisterPage })),
);

/** The exposed `./routes`: the pages this remote renders for the shell's route table. */
const routesModule = {
  remote: 'mfe_auth',
  pages: { login: LoginPage, register: RegisterPage },
} satisfies RemoteRoutesModule<'mfe_auth'>;

export default routesModule;
