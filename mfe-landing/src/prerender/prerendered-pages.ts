import { PATHS } from '@gcw/shared';

/** The pages the landing's build prerenders, and the file each becomes in dist/prerender/. */
export const PRERENDERED_PAGES = [
  { id: 'home', path: PATHS.home, title: 'Beranda', file: 'home.html' },
  { id: 'about', path: PATHS.about, title: 'Tentang Kami', file: 'about.html' },
] as const;
