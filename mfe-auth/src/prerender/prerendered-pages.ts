import { PATHS } from '@gcw/shared';

/** The pages the auth remote's build prerenders, and the file each becomes in dist/prerender/. */
export const PRERENDERED_PAGES = [
  { id: 'login', path: PATHS.login, title: 'Masuk', file: 'login.html' },
  { id: 'register', path: PATHS.register, title: 'Daftar', file: 'register.html' },
] as const;
