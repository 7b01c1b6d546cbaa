import type { RemoteName } from './remotes-map';

interface SpecRoute {
  path: string;
  title: string;
  access: 'public' | 'user' | 'admin';
  remote: RemoteName;
}

const LANDING = 'mfe_landing';
const AUTH = 'mfe_auth';
const DASH = 'mfe_dashboard';
const ADMIN = 'mfe_admin';

/**
 * R2.1's routes and the titles the product reports for them, written out on purpose: the
 * remotes declare their own pages now, and this list catches a remote that drops or renames one.
 */
export const SPEC_ROUTES: readonly SpecRoute[] = [
  { path: '/', title: 'Beranda', access: 'public', remote: LANDING },
  { path: '/about', title: 'Tentang Kami', access: 'public', remote: LANDING },
  { path: '/auth/login', title: 'Masuk', access: 'public', remote: AUTH },
  { path: '/auth/register', title: 'Daftar', access: 'public', remote: AUTH },
  { path: '/dashboard/profile', title: 'Profil', access: 'user', remote: DASH },
  { path: '/dashboard/seminar', title: 'Seminar', access: 'user', remote: DASH },
  { path: '/dashboard/hackathon', title: 'Hackathon', access: 'user', remote: DASH },
  { path: '/dashboard/hackathon/team', title: 'Tim Hackathon', access: 'user', remote: DASH },
  {
    path: '/dashboard/hackathon/tahap-1',
    title: 'Hackathon Tahap 1: Proposal',
    access: 'user',
    remote: DASH,
  },
  {
    path: '/dashboard/hackathon/tahap-2',
    title: 'Hackathon Tahap 2: Video',
    access: 'user',
    remote: DASH,
  },
  { path: '/dashboard/hackathon/final', title: 'Hackathon Final', access: 'user', remote: DASH },
  { path: '/dashboard/hackathon/1', title: 'Detail Tim Hackathon', access: 'user', remote: DASH },
  {
    path: '/dashboard/competitive-programming',
    title: 'Competitive Programming',
    access: 'user',
    remote: DASH,
  },
  {
    path: '/dashboard/competitive-programming/team',
    title: 'Tim Competitive Programming',
    access: 'user',
    remote: DASH,
  },
  {
    path: '/dashboard/competitive-programming/tahap-1',
    title: 'CP Tahap 1: Warm-up',
    access: 'user',
    remote: DASH,
  },
  {
    path: '/dashboard/competitive-programming/tahap-2',
    title: 'CP Tahap 2: Qualifying',
    access: 'user',
    remote: DASH,
  },
  {
    path: '/dashboard/competitive-programming/final',
    title: 'CP Final',
    access: 'user',
    remote: DASH,
  },
  {
    path: '/dashboard/competitive-programming/1',
    title: 'Detail Tim Competitive Programming',
    access: 'user',
    remote: DASH,
  },
  { path: '/admin', title: 'Admin: Pengguna', access: 'admin', remote: ADMIN },
  { path: '/admin/hackathon', title: 'Admin: Tim Hackathon', access: 'admin', remote: ADMIN },
  { path: '/admin/cp', title: 'Admin: Tim CP', access: 'admin', remote: ADMIN },
  { path: '/admin/seminar', title: 'Admin: Seminar', access: 'admin', remote: ADMIN },
];
