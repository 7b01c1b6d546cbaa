/**
 * R2.1: the URL of every screen, for links across remotes (the landing links to sign-in,
 * the dashboard to a team page). Which remote renders a path, under which title and for whom,
 * is declared by the remote itself (its `./routes` descriptors), not here.
 */
export const PATHS = {
  home: '/',
  about: '/about',
  login: '/auth/login',
  register: '/auth/register',
  profile: '/dashboard/profile',
  seminar: '/dashboard/seminar',
  hackathon: '/dashboard/hackathon',
  'hackathon-team': '/dashboard/hackathon/team',
  'hackathon-stage-1': '/dashboard/hackathon/tahap-1',
  'hackathon-stage-2': '/dashboard/hackathon/tahap-2',
  'hackathon-final': '/dashboard/hackathon/final',
  'hackathon-detail': '/dashboard/hackathon/:id',
  cp: '/dashboard/competitive-programming',
  'cp-team': '/dashboard/competitive-programming/team',
  'cp-stage-1': '/dashboard/competitive-programming/tahap-1',
  'cp-stage-2': '/dashboard/competitive-programming/tahap-2',
  'cp-final': '/dashboard/competitive-programming/final',
  'cp-detail': '/dashboard/competitive-programming/:id',
  admin: '/admin',
  'admin-hackathon': '/admin/hackathon',
  'admin-cp': '/admin/cp',
  'admin-seminar': '/admin/seminar',
} as const;

export type PageId = keyof typeof PATHS;

/** Builds the path of a team detail page, `/dashboard/{competition}/{id}`. */
export function teamDetailPath(competition: 'hackathon' | 'competitive-programming', id: number) {
  return `/dashboard/${competition}/${id}`;
}
