import type { REMOTE_NAMES } from '../federation/remote-names';

export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RouteAccess = 'public' | 'user' | 'admin';

interface RouteDef {
  id: string;
  path: string;
  access: RouteAccess;
  remote: RemoteName;
  title: string;
}

/** SPEC §2: every screen, its path, who may open it, and which remote renders it. */
export const ROUTES = [
  { id: 'home', path: '/', access: 'public', remote: 'mfe_landing', title: 'Beranda' },
  { id: 'about', path: '/about', access: 'public', remote: 'mfe_landing', title: 'Tentang Kami' },
  { id: 'login', path: '/auth/login', access: 'public', remote: 'mfe_auth', title: 'Masuk' },
  { id: 'register', path: '/auth/register', access: 'public', remote: 'mfe_auth', title: 'Daftar' },
  {
    id: 'profile',
    path: '/dashboard/profile',
    access: 'user',
    remote: 'mfe_dashboard',
    title: 'Profil',
  },
  {
    id: 'seminar',
    path: '/dashboard/seminar',
    access: 'user',
    remote: 'mfe_dashboard',
    title: 'Seminar',
  },
  {
    id: 'hackathon',
    path: '/dashboard/hackathon',
    access: 'user',
    remote: 'mfe_dashboard',
    title: 'Hackathon',
  },
  {
    id: 'hackathon-team',
    path: '/dashboard/hackathon/team',
    access: 'user',
    remote: 'mfe_dashboard',
    title: 'Tim Hackathon',
  },
  {
    id: 'hackathon-stage-1',
    path: '/dashboard/hackathon/tahap-1',
    access: 'user',
    remote: 'mfe_dashboard',
    title: 'Hackathon Tahap 1: Proposal',
  },
  {
    id: 'hackathon-stage-2',
    path: '/dashboard/hackathon/tahap-2',
    access: 'user',
    remote: 'mfe_dashboard',
    title: 'Hackathon Tahap 2: Video',
  },
  {
    id: 'hackathon-final',
    path: '/dashboard/hackathon/final',
    access: 'user',
    remote: 'mfe_dashboard',
    title: 'Hackathon Final',
  },
  {
    id: 'hackathon-detail',
    path: '/dashboard/hackathon/:id',
    access: 'user',
    remote: 'mfe_dashboard',
    title: 'Detail Tim Hackathon',
  },
  {
    id: 'cp',
    path: '/dashboard/competitive-programming',
    access: 'user',
    remote: 'mfe_dashboard',
    title: 'Competitive Programming',
  },
  {
    id: 'cp-team',
    path: '/dashboard/competitive-programming/team',
    access: 'user',
    remote: 'mfe_dashboard',
    title: 'Tim Competitive Programming',
  },
  {
    id: 'cp-stage-1',
    path: '/dashboard/competitive-programming/tahap-1',
    access: 'user',
    remote: 'mfe_dashboard',
    title: 'CP Tahap 1: Warm-up',
  },
  {
    id: 'cp-stage-2',
    path: '/dashboard/competitive-programming/tahap-2',
    access: 'user',
    remote: 'mfe_dashboard',
    title: 'CP Tahap 2: Qualifying',
  },
  {
    id: 'cp-final',
    path: '/dashboard/competitive-programming/final',
    access: 'user',
    remote: 'mfe_dashboard',
    title: 'CP Final',
  },
  {
    id: 'cp-detail',
    path: '/dashboard/competitive-programming/:id',
    access: 'user',
    remote: 'mfe_dashboard',
    title: 'Detail Tim Competitive Programming',
  },
  { id: 'admin', path: '/admin', access: 'admin', remote: 'mfe_admin', title: 'Admin: Pengguna' },
  {
    id: 'admin-hackathon',
    path: '/admin/hackathon',
    access: 'admin',
    remote: 'mfe_admin',
    title: 'Admin: Tim Hackathon',
  },
  {
    id: 'admin-cp',
    path: '/admin/cp',
    access: 'admin',
    remote: 'mfe_admin',
    title: 'Admin: Tim CP',
  },
  {
    id: 'admin-seminar',
    path: '/admin/seminar',
    access: 'admin',
    remote: 'mfe_admin',
    title: 'Admin: Seminar',
  },
] as const satisfies readonly RouteDef[];

export type AppRoute = (typeof ROUTES)[number];
export type PageId = AppRoute['id'];

export const PATHS = Object.fromEntries(ROUTES.map((route) => [route.id, route.path])) as {
  [R in AppRoute as R['id']]: R['path'];
};

/** Builds the path of a team detail page, `/dashboard/{competition}/{id}`. */
export function teamDetailPath(competition: 'hackathon' | 'competitive-programming', id: number) {
  return `/dashboard/${competition}/${id}`;
}
