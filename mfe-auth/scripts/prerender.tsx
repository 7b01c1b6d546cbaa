/**
 * The auth remote's prerender step, run by its build after `rsbuild build`: the sign-in and
 * register pages as complete HTML in dist/prerender/, so a visitor on a phone sees and fills
 * the form before the app has loaded (docs/adr/0013-prerendered-sign-in.md).
 */
import { runPrerender } from '@gcw/build-config/prerender';

import { LoginPage } from '../src/features/login/components/login-page';
import { RegisterPage } from '../src/features/register/components/register-page';
import { PRERENDERED_PAGES } from '../src/prerender/prerendered-pages';

const COMPONENTS = { login: LoginPage, register: RegisterPage } as const;

runPrerender({
  pages: PRERENDERED_PAGES.map((page) => ({ ...page, component: COMPONENTS[page.id] })),
  islandsEntry: './src/islands/index.ts',
});
